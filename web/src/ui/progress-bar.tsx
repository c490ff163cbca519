import './progress-bar.css';

export interface ProgressBarProps {
  /** How far, from 0 to 1. */
  fraction: number;
  /** The bar's accessible name ('Resume upload progress'). */
  label: string;
  /** The text under the bar, given the whole percentage ('Uploading… 40%'). */
  caption: (percent: number) => string;
}

/** A determinate progress bar with its caption (an upload's). */
export function ProgressBar({ fraction, label, caption }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="progress">
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="progress__caption">{caption(percent)}</span>
    </div>
  );
}
