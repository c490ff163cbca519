import type { OperationPlace } from './parameters.ts';
import { child, isObject, resolve } from '../spec/pointer.ts';
import { compareSchemas } from './schema-compare.ts';
import type { Side } from './types.ts';
import { schemaWalk, type Pair } from './walk.ts';

// Request bodies and answers: media types, statuses, answer headers, and the schemas they carry. `flip` reads a
// webhook, where the upstream sends the request and the client the answer.

type Json = Record<string, unknown>;
interface Place {
  node: Json;
  pointer: string;
}

const mediaTypes = (node: Json): Json => (isObject(node.content) ? node.content : {});

/** Media types of a request body or an answer: added, removed, and the schemas of those both have. */
function compareContent(pair: Pair, side: Side, b: Place, h: Place, prefix: string): void {
  const before = mediaTypes(b.node);
  const after = mediaTypes(h.node);
  for (const type of Object.keys(before))
    if (!(type in after))
      pair.emit({
        kind: 'media-type-removed',
        side,
        pointer: child(b.pointer, 'content', type),
        inBase: true,
        old: type,
        next: '(absent)',
        detail: `media type removed: ${type}`,
        dataPath: prefix,
      });
  for (const type of Object.keys(after))
    if (!(type in before))
      pair.emit({
        kind: 'media-type-added',
        side,
        pointer: child(h.pointer, 'content', type),
        old: '(absent)',
        next: type,
        detail: `media type added: ${type}`,
        dataPath: prefix,
      });
  for (const type of Object.keys(after).filter((t) => t in before)) {
    const bm = before[type];
    const hm = after[type];
    if (!isObject(bm) || !isObject(hm)) continue;
    const bPointer = child(b.pointer, 'content', type);
    const hPointer = child(h.pointer, 'content', type);
    const notes = ['example', 'examples'].filter((k) => JSON.stringify(bm[k]) !== JSON.stringify(hm[k]));
    if (notes.length > 0)
      pair.emit({
        kind: 'annotation-changed',
        side,
        pointer: hPointer,
        old: notes.map((k) => bm[k]),
        next: notes.map((k) => hm[k]),
        detail: `${notes.join(', ')} of ${type}`,
        dataPath: prefix,
      });
    if (JSON.stringify(bm.encoding) !== JSON.stringify(hm.encoding))
      pair.emit({
        kind: 'rule-changed',
        side,
        pointer: child(hPointer, 'encoding'),
        old: bm.encoding,
        next: hm.encoding,
        detail: `encoding of ${type}`,
        dataPath: prefix,
      });
    compareSchemas(
      schemaWalk(pair, side, prefix),
      { schema: bm.schema, pointer: child(bPointer, 'schema') },
      { schema: hm.schema, pointer: child(hPointer, 'schema') },
      '',
    );
  }
}

export function compareRequestBody(pair: Pair, b: OperationPlace, h: OperationPlace, side: Side): void {
  const bb = resolve(pair.base, b.node.requestBody, child(b.pointer, 'requestBody'));
  const hb = resolve(pair.head, h.node.requestBody, child(h.pointer, 'requestBody'));
  const bNode = isObject(bb.node) ? bb.node : undefined;
  const hNode = isObject(hb.node) ? hb.node : undefined;
  const emit = (kind: string, pointer: string, old: unknown, next: unknown, detail: string, inBase = false) =>
    pair.emit({ kind, side, pointer, inBase, old, next, detail, dataPath: 'body' });
  if (bNode && !hNode) return emit('body-removed', bb.pointer, 'a body', '(absent)', 'request body removed', true);
  if (hNode && !bNode) {
    const required = hNode.required === true;
    return emit(
      required ? 'body-added-required' : 'body-added-optional',
      hb.pointer,
      '(absent)',
      'a body',
      `${required ? 'required' : 'optional'} request body added`,
    );
  }
  if (!bNode || !hNode) return;
  const was = bNode.required === true;
  const now = hNode.required === true;
  if (was !== now)
    emit(
      now ? 'body-made-required' : 'body-made-optional',
      child(hb.pointer, 'required'),
      was,
      now,
      `request body made ${now ? 'required' : 'optional'}`,
    );
  if (bNode.description !== hNode.description)
    emit('annotation-changed', hb.pointer, bNode.description, hNode.description, 'description of the request body');
  compareContent(pair, side, { node: bNode, pointer: bb.pointer }, { node: hNode, pointer: hb.pointer }, 'body');
}

const isSuccess = (status: string) => /^2(\d\d|XX)$/i.test(status);

export function compareResponses(pair: Pair, b: OperationPlace, h: OperationPlace, side: Side): void {
  const before = isObject(b.node.responses) ? b.node.responses : {};
  const after = isObject(h.node.responses) ? h.node.responses : {};
  for (const status of Object.keys(before))
    if (!(status in after))
      pair.emit({
        kind: isSuccess(status) ? 'success-status-removed' : 'status-removed',
        side,
        pointer: child(b.pointer, 'responses', status),
        inBase: true,
        old: status,
        next: '(absent)',
        detail: `status removed: ${status}`,
        dataPath: null,
      });
  for (const status of Object.keys(after))
    if (!(status in before))
      pair.emit({
        kind: 'status-added',
        side,
        pointer: child(h.pointer, 'responses', status),
        old: '(absent)',
        next: status,
        detail: `status added: ${status}`,
        dataPath: null,
      });
  for (const status of Object.keys(after).filter((s) => s in before)) {
    const br = resolve(pair.base, before[status], child(b.pointer, 'responses', status));
    const hr = resolve(pair.head, after[status], child(h.pointer, 'responses', status));
    if (!isObject(br.node) || !isObject(hr.node)) continue;
    if (br.node.description !== hr.node.description)
      pair.emit({
        kind: 'annotation-changed',
        side,
        pointer: hr.pointer,
        old: br.node.description,
        next: hr.node.description,
        detail: `description of ${status}`,
        dataPath: null,
      });
    compareHeaders(pair, { node: br.node, pointer: br.pointer }, { node: hr.node, pointer: hr.pointer }, side);
    compareContent(pair, side, { node: br.node, pointer: br.pointer }, { node: hr.node, pointer: hr.pointer }, '');
  }
}

function compareHeaders(pair: Pair, b: Place, h: Place, side: Side): void {
  const before = isObject(b.node.headers) ? b.node.headers : {};
  const after = isObject(h.node.headers) ? h.node.headers : {};
  const lower = (record: Json) =>
    new Map(Object.entries(record).map(([name, value]) => [name.toLowerCase(), { name, value }]));
  const beforeByName = lower(before);
  const afterByName = lower(after);
  for (const key of [...new Set([...beforeByName.keys(), ...afterByName.keys()])]) {
    const bEntry = beforeByName.get(key);
    const hEntry = afterByName.get(key);
    const bh = bEntry ? resolve(pair.base, bEntry.value, child(b.pointer, 'headers', bEntry.name)) : undefined;
    const hh = hEntry ? resolve(pair.head, hEntry.value, child(h.pointer, 'headers', hEntry.name)) : undefined;
    const bNode = bh && isObject(bh.node) ? bh.node : undefined;
    const hNode = hh && isObject(hh.node) ? hh.node : undefined;
    const name = hEntry?.name ?? bEntry?.name ?? key;
    const emit = (kind: string, pointer: string, old: unknown, next: unknown, detail: string, inBase = false) =>
      pair.emit({ kind, side, pointer, inBase, old, next, detail, dataPath: null });
    if (bh && bNode && !hNode)
      emit('header-removed', bh.pointer, name, '(absent)', `answer header removed: ${name}`, true);
    else if (hh && hNode && !bNode) {
      const required = hNode.required === true;
      emit(
        required ? 'header-added-required' : 'header-added-optional',
        hh.pointer,
        '(absent)',
        name,
        `${required ? 'required' : 'optional'} answer header added: ${name}`,
      );
    } else if (bh && hh && bNode && hNode) {
      const was = bNode.required === true;
      const now = hNode.required === true;
      if (was && !now)
        emit('header-made-optional', hh.pointer, 'required', 'optional', `answer header made optional: ${name}`);
      if (!was && now)
        emit('header-added-required', hh.pointer, 'optional', 'required', `answer header made required: ${name}`);
      compareSchemas(
        schemaWalk(pair, side, null),
        { schema: bNode.schema, pointer: child(bh.pointer, 'schema') },
        { schema: hNode.schema, pointer: child(hh.pointer, 'schema') },
        '',
      );
    }
  }
}
