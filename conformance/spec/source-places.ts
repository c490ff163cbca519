import { parseTree, type Node as JsonNode } from 'jsonc-parser';
import { isMap, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { tokensOf } from './pointer.ts';

// Where a part of a bundled contract is written: its source file and line, for every change and violation that
// names a pointer. A bundle knows, for some pointers, where they came from (a path's area file, a component's file,
// a file a $ref named); below such an origin the pointer is followed inside that file.

export interface Origin {
  file: string;
  pointer: string;
}
/** Bundled pointer → where it is written. '' (the root) is the entry file. */
export type Origins = Map<string, Origin>;

export interface SourcePlace {
  file: string;
  line: number;
}

/** The line of the deepest node along `tokens` in a JSON text (its key, for an object's member). */
function jsonLine(tree: JsonNode | undefined, tokens: string[], lineOf: (offset: number) => number): number {
  let node = tree;
  let offset = tree?.offset ?? 0;
  for (const token of tokens) {
    if (node?.type === 'object') {
      const member = node.children?.find((property) => property.children?.[0]?.value === token);
      if (!member) break;
      offset = member.offset;
      node = member.children?.[1];
    } else if (node?.type === 'array') {
      const item = node.children?.[Number(token)];
      if (!item) break;
      offset = item.offset;
      node = item;
    } else break;
  }
  return lineOf(offset);
}

function yamlLine(document: Document, tokens: string[], counter: LineCounter): number {
  let node: unknown = document.contents;
  let offset = (document.contents?.range?.[0] as number | undefined) ?? 0;
  for (const token of tokens) {
    if (isMap(node)) {
      const pair = node.items.find((item) => String((item.key as { value?: unknown } | null)?.value) === token);
      if (!pair) break;
      offset = (pair.key as { range?: [number, number, number] } | null)?.range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node)) {
      const item = node.items[Number(token)] as { range?: [number, number, number] } | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else break;
  }
  return counter.linePos(offset).line;
}

/** Finds lines in the files of one contract; each file is parsed for positions once, when first asked. */
export class SourceMap {
  private readonly finders = new Map<string, ((tokens: string[]) => number) | null>();

  constructor(
    private readonly origins: Origins,
    private readonly textOf: (file: string) => string | undefined,
  ) {}

  place(pointer: string): SourcePlace | undefined {
    let prefix = pointer;
    let origin = this.origins.get(prefix);
    while (!origin && prefix !== '') {
      prefix = prefix.slice(0, prefix.lastIndexOf('/'));
      origin = this.origins.get(prefix);
    }
    if (!origin) return undefined;
    const finder = this.finder(origin.file);
    if (!finder) return undefined;
    return { file: origin.file, line: finder(tokensOf(origin.pointer + pointer.slice(prefix.length))) };
  }

  private finder(file: string): ((tokens: string[]) => number) | null {
    if (!this.finders.has(file)) {
      const text = this.textOf(file);
      this.finders.set(file, text === undefined ? null : lineFinder(text));
    }
    return this.finders.get(file) ?? null;
  }
}

function lineFinder(text: string): (tokens: string[]) => number {
  if (/^\s*[{[]/.test(text)) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    const lineOf = (offset: number) => {
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if ((starts[middle] ?? 0) <= offset) low = middle;
        else high = middle - 1;
      }
      return low + 1;
    };
    const tree = parseTree(text);
    return (tokens) => jsonLine(tree, tokens, lineOf);
  }
  const counter = new LineCounter();
  const document = parseDocument(text, { lineCounter: counter, uniqueKeys: false });
  return (tokens) => yamlLine(document, tokens, counter);
}
