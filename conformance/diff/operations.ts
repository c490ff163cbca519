import { child, isObject, resolve } from './pointer.ts';
import { sameInBoth } from './same.ts';
import { compareSchemas, type SchemaWalk } from './schema-compare.ts';
import type { RawChange, Side } from './types.ts';

// Walks the operations of two contracts side by side: operations, security, parameters, request bodies,
// answers (status, media type, headers) and, through compareSchemas, every schema they hold.
type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const OPERATION_NOTES = ['summary', 'description', 'tags', 'deprecated', 'externalDocs'];

interface Operation {
  label: string;
  pointer: string;
  node: Json;
  pathItem: Json;
}

/** Operations keyed by method and path with parameter names blanked (`/jobs/{}`), as the wire matches them. */
function operations(document: Json): Map<string, Operation> {
  const found = new Map<string, Operation>();
  for (const [path, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const node = item[method];
      if (!isObject(node)) continue;
      const label = `${method.toUpperCase()} ${path}`;
      found.set(`${method} ${path.replace(/\{[^}]*\}/g, '{}')}`, {
        label,
        pointer: child('', 'paths', path, method),
        node,
        pathItem: item,
      });
    }
  }
  return found;
}

type Emit = (
  kind: string,
  side: Side,
  pointer: string,
  old: unknown,
  next: unknown,
  detail: string,
  dataPath: string | null,
) => void;

interface Pair {
  base: Json;
  head: Json;
  emit: Emit;
  same: (b: unknown, h: unknown) => boolean;
}

const text = (value: unknown) =>
  value === undefined ? '(none)' : typeof value === 'string' ? value : JSON.stringify(value);

export function diffOperations(base: Json, head: Json, push: (change: RawChange) => void): void {
  const before = operations(base);
  const after = operations(head);
  const same = sameInBoth(base, head);
  for (const key of [...new Set([...before.keys(), ...after.keys()])]) {
    const b = before.get(key);
    const h = after.get(key);
    const operationId = String((h ?? b)?.node.operationId ?? key);
    const label = (h ?? b)?.label ?? key;
    const emit: Emit = (kind, side, pointer, old, next, detail, dataPath) =>
      push({ kind, side, operationId, operation: label, pointer, old: text(old), new: text(next), detail, dataPath });
    if (b && !h) emit('operation-removed', 'request', b.pointer, b.label, '(absent)', 'operation removed', null);
    else if (h && !b) emit('operation-added', 'request', h.pointer, '(absent)', h.label, 'operation added', null);
    else if (b && h) compareOperation({ base, head, emit, same }, b, h);
  }
}

function compareOperation(pair: Pair, b: Operation, h: Operation): void {
  const { emit } = pair;
  if (b.node.operationId !== h.node.operationId)
    emit(
      'operation-id-changed',
      'request',
      child(h.pointer, 'operationId'),
      b.node.operationId,
      h.node.operationId,
      'operationId renamed',
      null,
    );
  const notes = [...OPERATION_NOTES, ...Object.keys({ ...b.node, ...h.node }).filter((k) => k.startsWith('x-'))].filter(
    (k, i, all) => all.indexOf(k) === i && JSON.stringify(b.node[k]) !== JSON.stringify(h.node[k]),
  );
  if (notes.length > 0)
    emit(
      'annotation-changed',
      'request',
      h.pointer,
      notes.map((k) => b.node[k]),
      notes.map((k) => h.node[k]),
      notes.join(', '),
      null,
    );
  compareSecurity(pair, b, h);
  compareParameters(pair, b, h);
  compareRequestBody(pair, b, h);
  compareResponses(pair, b, h);
}

function alternatives(document: Json, operation: Operation): Map<string, string[]> {
  const list = Array.isArray(operation.node.security)
    ? operation.node.security
    : Array.isArray(document.security)
      ? document.security
      : [];
  const found = new Map<string, string[]>();
  // No requirement at all is an anonymous call.
  if (list.length === 0) found.set('anonymous', []);
  for (const alternative of list) {
    const names = isObject(alternative) ? Object.keys(alternative).sort() : [];
    found.set(names.join(' + ') || 'anonymous', names);
  }
  return found;
}

function schemeShape(document: Json, name: string): string | undefined {
  const schemes = isObject(document.components) ? document.components.securitySchemes : undefined;
  const scheme = isObject(schemes) ? schemes[name] : undefined;
  if (!isObject(scheme)) return undefined;
  const { type, scheme: httpScheme, in: where, name: header, bearerFormat, flows, openIdConnectUrl } = scheme;
  return JSON.stringify({ type, httpScheme, where, header, bearerFormat, flows, openIdConnectUrl });
}

function compareSecurity(pair: Pair, b: Operation, h: Operation): void {
  const before = alternatives(pair.base, b);
  const after = alternatives(pair.head, h);
  const pointer = child(h.pointer, 'security');
  for (const key of before.keys())
    if (!after.has(key))
      pair.emit('security-removed', 'request', pointer, key, '(absent)', `security alternative removed: ${key}`, null);
  for (const key of after.keys())
    if (!before.has(key))
      pair.emit('security-added', 'request', pointer, '(absent)', key, `security alternative added: ${key}`, null);
  const used = new Set([...after.values()].flat().filter((name) => [...before.values()].flat().includes(name)));
  for (const name of [...used].sort()) {
    const old = schemeShape(pair.base, name);
    const next = schemeShape(pair.head, name);
    if (old !== next)
      pair.emit(
        'security-scheme-changed',
        'request',
        child('', 'components', 'securitySchemes', name),
        old,
        next,
        `security scheme changed: ${name}`,
        null,
      );
  }
}

interface Parameter {
  node: Json;
  pointer: string;
  where: string;
  name: string;
}

function parameters(document: Json, operation: Operation): Map<string, Parameter> {
  const found = new Map<string, Parameter>();
  const pathPointer = operation.pointer.slice(0, operation.pointer.lastIndexOf('/'));
  const lists: Array<[unknown, string]> = [
    [operation.pathItem.parameters, child(pathPointer, 'parameters')],
    [operation.node.parameters, child(operation.pointer, 'parameters')],
  ];
  for (const [list, listPointer] of lists) {
    if (!Array.isArray(list)) continue;
    list.forEach((raw, i) => {
      const { node, pointer } = resolve(document, raw, child(listPointer, i));
      if (!isObject(node)) return;
      const where = String(node.in);
      const name = where === 'header' ? String(node.name).toLowerCase() : String(node.name);
      found.set(`${where}/${name}`, { node, pointer, where, name });
    });
  }
  return found;
}

function schemaWalk(pair: Pair, side: Side, prefix: string | null): SchemaWalk {
  return {
    base: pair.base,
    head: pair.head,
    same: pair.same,
    emit: (kind, pointer, old, next, detail, dataPath) =>
      pair.emit(
        kind,
        side,
        pointer,
        old,
        next,
        detail,
        prefix === null ? null : prefix === '' ? dataPath : dataPath === '' ? prefix : `${prefix}/${dataPath}`,
      ),
  };
}

function compareParameters(pair: Pair, b: Operation, h: Operation): void {
  const before = parameters(pair.base, b);
  const after = parameters(pair.head, h);
  for (const key of [...new Set([...before.keys(), ...after.keys()])]) {
    const bp = before.get(key);
    const hp = after.get(key);
    if (bp && !hp)
      pair.emit('parameter-removed', 'request', bp.pointer, key, '(absent)', `parameter removed: ${key}`, key);
    else if (hp && !bp) {
      const required = hp.node.required === true;
      pair.emit(
        required ? 'parameter-added-required' : 'parameter-added-optional',
        'request',
        hp.pointer,
        '(absent)',
        key,
        `${required ? 'required' : 'optional'} parameter added: ${key}`,
        key,
      );
    } else if (bp && hp) {
      const was = bp.node.required === true;
      const now = hp.node.required === true;
      if (was !== now)
        pair.emit(
          now ? 'parameter-made-required' : 'parameter-made-optional',
          'request',
          child(hp.pointer, 'required'),
          was,
          now,
          `parameter made ${now ? 'required' : 'optional'}: ${key}`,
          key,
        );
      for (const keyword of ['style', 'explode'])
        if (bp.node[keyword] !== hp.node[keyword])
          pair.emit(
            'parameter-serialization-changed',
            'request',
            child(hp.pointer, keyword),
            bp.node[keyword],
            hp.node[keyword],
            `parameter ${keyword} changed: ${key}`,
            key,
          );
      const notes = ['description', 'example', 'examples', 'deprecated'].filter(
        (k) => JSON.stringify(bp.node[k]) !== JSON.stringify(hp.node[k]),
      );
      if (notes.length > 0)
        pair.emit(
          'annotation-changed',
          'request',
          hp.pointer,
          notes.map((k) => bp.node[k]),
          notes.map((k) => hp.node[k]),
          `${notes.join(', ')} of ${key}`,
          key,
        );
      compareSchemas(
        schemaWalk(pair, 'request', key),
        { schema: bp.node.schema, pointer: child(bp.pointer, 'schema') },
        { schema: hp.node.schema, pointer: child(hp.pointer, 'schema') },
        '',
      );
    }
  }
}

function mediaTypes(node: Json): Json {
  return isObject(node.content) ? node.content : {};
}

/** Media types of a request body or an answer: added, removed, and the schemas of those both have. */
function compareContent(
  pair: Pair,
  side: Side,
  b: { node: Json; pointer: string },
  h: { node: Json; pointer: string },
  prefix: string,
): void {
  const before = mediaTypes(b.node);
  const after = mediaTypes(h.node);
  const dataPath = prefix;
  for (const type of Object.keys(before))
    if (!(type in after))
      pair.emit(
        'media-type-removed',
        side,
        child(b.pointer, 'content', type),
        type,
        '(absent)',
        `media type removed: ${type}`,
        dataPath,
      );
  for (const type of Object.keys(after))
    if (!(type in before))
      pair.emit(
        'media-type-added',
        side,
        child(h.pointer, 'content', type),
        '(absent)',
        type,
        `media type added: ${type}`,
        dataPath,
      );
  for (const type of Object.keys(after).filter((t) => t in before)) {
    const bm = before[type];
    const hm = after[type];
    if (!isObject(bm) || !isObject(hm)) continue;
    const bPointer = child(b.pointer, 'content', type);
    const hPointer = child(h.pointer, 'content', type);
    const notes = ['example', 'examples'].filter((k) => JSON.stringify(bm[k]) !== JSON.stringify(hm[k]));
    if (notes.length > 0)
      pair.emit(
        'annotation-changed',
        side,
        hPointer,
        notes.map((k) => bm[k]),
        notes.map((k) => hm[k]),
        `${notes.join(', ')} of ${type}`,
        dataPath,
      );
    if (JSON.stringify(bm.encoding) !== JSON.stringify(hm.encoding))
      pair.emit(
        'rule-changed',
        side,
        child(hPointer, 'encoding'),
        bm.encoding,
        hm.encoding,
        `encoding of ${type}`,
        dataPath,
      );
    compareSchemas(
      schemaWalk(pair, side, prefix),
      { schema: bm.schema, pointer: child(bPointer, 'schema') },
      { schema: hm.schema, pointer: child(hPointer, 'schema') },
      '',
    );
  }
}

function compareRequestBody(pair: Pair, b: Operation, h: Operation): void {
  const bb = resolve(pair.base, b.node.requestBody, child(b.pointer, 'requestBody'));
  const hb = resolve(pair.head, h.node.requestBody, child(h.pointer, 'requestBody'));
  const bNode = isObject(bb.node) ? bb.node : undefined;
  const hNode = isObject(hb.node) ? hb.node : undefined;
  if (bNode && !hNode)
    return pair.emit('body-removed', 'request', bb.pointer, 'a body', '(absent)', 'request body removed', 'body');
  if (hNode && !bNode) {
    const required = hNode.required === true;
    return pair.emit(
      required ? 'body-added-required' : 'body-added-optional',
      'request',
      hb.pointer,
      '(absent)',
      'a body',
      `${required ? 'required' : 'optional'} request body added`,
      'body',
    );
  }
  if (!bNode || !hNode) return;
  const was = bNode.required === true;
  const now = hNode.required === true;
  if (was !== now)
    pair.emit(
      now ? 'body-made-required' : 'body-made-optional',
      'request',
      child(hb.pointer, 'required'),
      was,
      now,
      `request body made ${now ? 'required' : 'optional'}`,
      'body',
    );
  if (bNode.description !== hNode.description)
    pair.emit(
      'annotation-changed',
      'request',
      hb.pointer,
      bNode.description,
      hNode.description,
      'description of the request body',
      'body',
    );
  compareContent(pair, 'request', { node: bNode, pointer: bb.pointer }, { node: hNode, pointer: hb.pointer }, 'body');
}

function compareResponses(pair: Pair, b: Operation, h: Operation): void {
  const before = isObject(b.node.responses) ? b.node.responses : {};
  const after = isObject(h.node.responses) ? h.node.responses : {};
  for (const status of Object.keys(before))
    if (!(status in after))
      pair.emit(
        'status-removed',
        'response',
        child(b.pointer, 'responses', status),
        status,
        '(absent)',
        `status removed: ${status}`,
        null,
      );
  for (const status of Object.keys(after))
    if (!(status in before))
      pair.emit(
        'status-added',
        'response',
        child(h.pointer, 'responses', status),
        '(absent)',
        status,
        `status added: ${status}`,
        null,
      );
  for (const status of Object.keys(after).filter((s) => s in before)) {
    const br = resolve(pair.base, before[status], child(b.pointer, 'responses', status));
    const hr = resolve(pair.head, after[status], child(h.pointer, 'responses', status));
    if (!isObject(br.node) || !isObject(hr.node)) continue;
    if (br.node.description !== hr.node.description)
      pair.emit(
        'annotation-changed',
        'response',
        hr.pointer,
        br.node.description,
        hr.node.description,
        `description of ${status}`,
        null,
      );
    compareHeaders(pair, { node: br.node, pointer: br.pointer }, { node: hr.node, pointer: hr.pointer });
    compareContent(
      pair,
      'response',
      { node: br.node, pointer: br.pointer },
      { node: hr.node, pointer: hr.pointer },
      '',
    );
  }
}

function compareHeaders(pair: Pair, b: { node: Json; pointer: string }, h: { node: Json; pointer: string }): void {
  const before = isObject(b.node.headers) ? b.node.headers : {};
  const after = isObject(h.node.headers) ? h.node.headers : {};
  for (const name of [...new Set([...Object.keys(before), ...Object.keys(after)])]) {
    const bh = name in before ? resolve(pair.base, before[name], child(b.pointer, 'headers', name)) : undefined;
    const hh = name in after ? resolve(pair.head, after[name], child(h.pointer, 'headers', name)) : undefined;
    const bNode = bh && isObject(bh.node) ? bh.node : undefined;
    const hNode = hh && isObject(hh.node) ? hh.node : undefined;
    if (bh && bNode && !hNode)
      pair.emit('header-removed', 'response', bh.pointer, name, '(absent)', `answer header removed: ${name}`, null);
    else if (hh && hNode && !bNode) {
      const required = hNode.required === true;
      pair.emit(
        required ? 'header-added-required' : 'header-added-optional',
        'response',
        hh.pointer,
        '(absent)',
        name,
        `${required ? 'required' : 'optional'} answer header added: ${name}`,
        null,
      );
    } else if (bh && hh && bNode && hNode) {
      const was = bNode.required === true;
      const now = hNode.required === true;
      if (was && !now)
        pair.emit(
          'header-made-optional',
          'response',
          hh.pointer,
          'required',
          'optional',
          `answer header made optional: ${name}`,
          null,
        );
      if (!was && now)
        pair.emit(
          'header-added-required',
          'response',
          hh.pointer,
          'optional',
          'required',
          `answer header made required: ${name}`,
          null,
        );
      compareSchemas(
        schemaWalk(pair, 'response', null),
        { schema: bNode.schema, pointer: child(bh.pointer, 'schema') },
        { schema: hNode.schema, pointer: child(hh.pointer, 'schema') },
        '',
      );
    }
  }
}
