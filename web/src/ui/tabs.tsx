import { useRef, type KeyboardEvent } from 'react';
import './tabs.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

export interface TabsProps<T extends string> {
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  label: string;
  /** Prefix for tab and panel ids (the panel should be `${idPrefix}-panel-${id}`). */
  idPrefix: string;
}

/** An ARIA tab list with arrow-key movement; the caller renders the selected panel. */
export function Tabs<T extends string>({ items, selected, onSelect, label, idPrefix }: TabsProps<T>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (index + step + items.length) % items.length;
    refs.current[next]?.focus();
    onSelect(items[next]!.id);
  };
  return (
    <div role="tablist" aria-label={label} className="tabs">
      {items.map((item, index) => (
        <button
          key={item.id}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${item.id}`}
          aria-controls={`${idPrefix}-panel-${item.id}`}
          aria-selected={item.id === selected}
          tabIndex={item.id === selected ? 0 : -1}
          className="tabs__tab"
          onClick={() => onSelect(item.id)}
          onKeyDown={(e) => onKeyDown(e, index)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
