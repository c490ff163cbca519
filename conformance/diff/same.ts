import { at, isObject } from '../spec/pointer.ts';

/**
 * Whether a node is the same in both contracts, the components its `$ref`s reach included (remembered per
 * component): what is the same need not be walked. Most of a contract is unchanged between two versions. Each node's
 * text and each answer are kept, since the walk asks of the same shared schemas from many operations.
 */
export function sameInBoth(base: unknown, head: unknown): (b: unknown, h: unknown) => boolean {
  const texts = new WeakMap<object, string>();
  const text = (node: unknown): string => {
    if (typeof node !== 'object' || node === null) return JSON.stringify(node) ?? 'undefined';
    let known = texts.get(node);
    if (known === undefined) texts.set(node, (known = JSON.stringify(node)));
    return known;
  };
  const components = new Map<string, boolean>();
  const refsChecked = new WeakMap<object, boolean>();
  const refsSame = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.every(refsSame);
    if (!isObject(node)) return true;
    const checked = refsChecked.get(node);
    if (checked !== undefined) return checked;
    const ref = node.$ref;
    let result: boolean;
    if (typeof ref === 'string' && ref.startsWith('#')) {
      const pointer = decodeURIComponent(ref.slice(1));
      const known = components.get(pointer);
      if (known !== undefined) return known;
      components.set(pointer, true); // a recursive reference is judged by the rest of the component
      const b = at(base, pointer);
      result = text(b) === text(at(head, pointer)) && refsSame(b);
      components.set(pointer, result);
    } else result = Object.values(node).every(refsSame);
    refsChecked.set(node, result);
    return result;
  };
  return (b, h) => text(b) === text(h) && refsSame(b);
}
