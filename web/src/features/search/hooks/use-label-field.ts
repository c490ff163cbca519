import { useState } from 'react';
import { addUnique } from '../model/labels.ts';

/** A field whose entries become chips (designations, skills): the text being typed and the labels chosen. */
export interface LabelField {
  text: string;
  setText: (text: string) => void;
  labels: string[];
  /** Adds a label (once, whatever its case) and empties the text. */
  add: (label: string) => void;
  remove: (label: string) => void;
  /** The labels a search went with (the chips and what the typed text stood for); the text emptied. */
  set: (labels: string[]) => void;
  clear: () => void;
}

export function useLabelField(): LabelField {
  const [text, setText] = useState('');
  const [labels, setLabels] = useState<string[]>([]);
  return {
    text,
    setText,
    labels,
    add: (label) => {
      setLabels((list) => addUnique(list, label));
      setText('');
    },
    remove: (label) => setLabels((list) => list.filter((item) => item !== label)),
    set: (next) => {
      setLabels(next);
      setText('');
    },
    clear: () => {
      setText('');
      setLabels([]);
    },
  };
}
