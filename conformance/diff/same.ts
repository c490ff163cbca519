import { at, isObject } from '../spec/pointer.ts';

/**
 * Whether a node is the same in both contracts, the components its `$ref`s reach included (remembered per
 * component): what is the same need not be walked. Most of a contract is unchanged between two versions.
 */
export function sameInBoth(base: unknown, head: unknown): (b: unknown, h: unknown) => boolean {
  const components = new Map<string, boolean>();
  const refsSame = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.every(refsSame);
    if (!isObject(node)) return true;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#')) {
      const pointer = decodeURIComponent(ref.slice(1));
      const known = components.get(pointer);
      if (known !== undefined) return known;
      components.set(pointer, true); // a recursive reference is judged by the rest of the component
      const b = at(base, pointer);
      const result = JSON.stringify(b) === JSON.stringify(at(head, pointer)) && refsSame(b);
      components.set(pointer, result);
      return result;
    }
    return Object.values(node).every(refsSame);
  };
  return (b, h) => JSON.stringify(b) === JSON.stringify(h) && refsSame(b);
}
