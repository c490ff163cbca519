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
  /**
   * Adds what is typed (read back to the English label it names by `resolve`), empties the text and returns the
   * labels with it, for a search in the same event.
   */
  commit: (resolve: (text: string) => string) => string[];
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
    commit: (resolve) => {
      const next = addUnique(labels, resolve(text));
      setLabels(next);
      setText('');
      return next;
    },
    clear: () => {
      setText('');
      setLabels([]);
    },
  };
}
