import type { LucideIcon } from 'lucide-react';
import { useId, useState, type DragEvent, type ReactNode, type Ref } from 'react';

interface FileDropZoneProps {
  icon: LucideIcon;
  title: ReactNode;
  hint?: string;
  chooseLabel: string;
  /** The file input's accessible name. */
  inputLabel: string;
  accept: string;
  disabled: boolean;
  onFile: (file: File | undefined) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Empty the input after each choice, so choosing the same file again is seen as a change. */
  resetAfterChoose?: boolean;
}

/** The profile's drag-and-drop area with its Choose button: the resume upload and the Aadhaar PDF share it. */
export function FileDropZone({
  icon: Icon,
  title,
  hint,
  chooseLabel,
  inputLabel,
  accept,
  disabled,
  onFile,
  inputRef,
  resetAfterChoose,
}: FileDropZoneProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFile(event.dataTransfer.files[0]);
  };
  return (
    <div
      className={`resume-drop ${dragging ? 'resume-drop--active' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <span className="resume-drop__icon" aria-hidden="true">
        <Icon size={24} />
      </span>
      <p className="resume-drop__title">{title}</p>
      {hint ? <p className="resume-drop__hint">{hint}</p> : null}
      <label
        htmlFor={inputId}
        className={`btn btn--secondary btn--sm resume-drop__button ${disabled ? 'resume-drop__button--disabled' : ''}`}
      >
        {chooseLabel}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        className="visually-hidden"
        accept={accept}
        disabled={disabled}
        aria-label={inputLabel}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          if (resetAfterChoose) event.target.value = '';
        }}
      />
    </div>
  );
}
