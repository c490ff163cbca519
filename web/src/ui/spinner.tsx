import './spinner.css';

export interface SpinnerProps {
  /** 'inline' follows the text colour and size (inside buttons); the others are brand-coloured. */
  size?: 'inline' | 'md' | 'lg';
}

/** A turning ring for work in progress; decorative, so the busy state must be told in text or aria. */
export function Spinner({ size = 'md' }: SpinnerProps) {
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
}
