import { lifecycleChanges, removal } from './lifecycle.ts';
import { child, isObject, resolve } from '../spec/pointer.ts';
import { compareSchemas } from './schema-compare.ts';
import { schemaWalk, type Pair } from './walk.ts';

type Json = Record<string, unknown>;

interface Parameter {
  node: Json;
  pointer: string;
  where: string;
  name: string;
}

/** An operation's parameters (its path's first, its own over them) by `in/name` (header names in lower case). */
function parameters(document: Json, pathItem: Json, operation: Json, pointer: string): Map<string, Parameter> {
  const found = new Map<string, Parameter>();
  const pathPointer = pointer.slice(0, pointer.lastIndexOf('/'));
  const lists: Array<[unknown, string]> = [
    [pathItem.parameters, child(pathPointer, 'parameters')],
    [operation.parameters, child(pointer, 'parameters')],
  ];
  for (const [list, listPointer] of lists) {
    if (!Array.isArray(list)) continue;
    list.forEach((raw, i) => {
      const { node, pointer: at } = resolve(document, raw, child(listPointer, i));
      if (!isObject(node)) return;
      const where = String(node.in);
      const name = where === 'header' ? String(node.name).toLowerCase() : String(node.name);
      found.set(`${where}/${name}`, { node, pointer: at, where, name });
    });
  }
  return found;
}

export interface OperationPlace {
  node: Json;
  pathItem: Json;
  pointer: string;
}

/** Parameters added, removed (under the deprecation policy), made required or optional, reserialised, and their schemas. */
export function compareParameters(pair: Pair, b: OperationPlace, h: OperationPlace): void {
  const before = parameters(pair.base, b.pathItem, b.node, b.pointer);
  const after = parameters(pair.head, h.pathItem, h.node, h.pointer);
  for (const key of [...new Set([...before.keys(), ...after.keys()])]) {
    const bp = before.get(key);
    const hp = after.get(key);
    if (bp && !hp) {
      const { kind, note } = removal('parameter', bp.node, pair.settings.today, pair.settings.policy);
      pair.emit({
        kind,
        side: 'request',
        pointer: bp.pointer,
        inBase: true,
        old: key,
        next: '(absent)',
        detail: `parameter removed: ${key} (${note})`,
        dataPath: key,
      });
    } else if (hp && !bp) {
      const required = hp.node.required === true || hp.where === 'path';
      pair.emit({
        kind: required ? 'parameter-added-required' : 'parameter-added-optional',
        side: 'request',
        pointer: hp.pointer,
        old: '(absent)',
        next: key,
        detail: `${required ? 'required' : 'optional'} parameter added: ${key}`,
        dataPath: key,
      });
    } else if (bp && hp) compareParameter(pair, key, bp, hp);
  }
}

function compareParameter(pair: Pair, key: string, bp: Parameter, hp: Parameter): void {
  const was = bp.node.required === true;
  const now = hp.node.required === true;
  const emit = (kind: string, pointer: string, old: unknown, next: unknown, detail: string) =>
    pair.emit({ kind, side: 'request', pointer, old, next, detail, dataPath: key });
  if (was !== now)
    emit(
      now ? 'parameter-made-required' : 'parameter-made-optional',
      child(hp.pointer, 'required'),
      was,
      now,
      `parameter made ${now ? 'required' : 'optional'}: ${key}`,
    );
  for (const keyword of ['style', 'explode', 'allowReserved'])
    if (bp.node[keyword] !== hp.node[keyword])
      emit(
        'parameter-serialization-changed',
        child(hp.pointer, keyword),
        bp.node[keyword],
        hp.node[keyword],
        `parameter ${keyword} changed: ${key}`,
      );
  for (const change of lifecycleChanges(`parameter ${key}`, bp.node, hp.node))
    emit(change.kind, hp.pointer, change.old, change.next, change.detail);
  const notes = ['description', 'example', 'examples', 'deprecated', 'x-sunset'].filter(
    (k) => JSON.stringify(bp.node[k]) !== JSON.stringify(hp.node[k]),
  );
  if (notes.length > 0)
    emit(
      'annotation-changed',
      hp.pointer,
      notes.map((k) => bp.node[k]),
      notes.map((k) => hp.node[k]),
      `${notes.join(', ')} of ${key}`,
    );
  compareSchemas(
    schemaWalk(pair, 'request', key),
    { schema: bp.node.schema, pointer: child(bp.pointer, 'schema') },
    { schema: hp.node.schema, pointer: child(hp.pointer, 'schema') },
    '',
  );
}
