import { compareRequestBody, compareResponses } from './bodies.ts';
import { lifecycleChanges, promisesNothing, removal, stabilityOf } from './lifecycle.ts';
import { compareParameters, type OperationPlace } from './parameters.ts';
import { child, isObject, resolve } from '../spec/pointer.ts';
import { sameInBoth } from './same.ts';
import type { ViewCache } from './schema-view.ts';
import { alternativesOf, describeAlternative, satisfies, schemeShape } from './security.ts';
import type { RawChange, Stability } from './types.ts';
import { text, type Found, type Pair, type Settings } from './walk.ts';

// Walks the operations (and webhooks) of two contracts side by side: lifecycle, security, parameters, request
// bodies, answers (status, media type, headers) and, through compareSchemas, every schema they hold.
type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const OPERATION_NOTES = ['summary', 'description', 'tags', 'deprecated', 'externalDocs', 'x-sunset'];

interface Operation extends OperationPlace {
  label: string;
  webhook: boolean;
}

/**
 * Operations keyed by method and path with parameter names blanked (`/jobs/{}`), as the wire matches them; webhooks
 * (OpenAPI 3.1) by name and method.
 */
function operations(document: Json): Map<string, Operation> {
  const found = new Map<string, Operation>();
  const add = (group: 'paths' | 'webhooks', name: string, raw: unknown) => {
    const { node: item, pointer: itemPointer } = resolve(document, raw, child('', group, name));
    if (!isObject(item)) return;
    for (const method of METHODS) {
      const node = item[method];
      if (!isObject(node)) continue;
      const webhook = group === 'webhooks';
      const key = webhook ? `webhook ${name} ${method}` : `${method} ${name.replace(/\{[^}]*\}/g, '{}')}`;
      found.set(key, {
        label: webhook ? `WEBHOOK ${name} ${method.toUpperCase()}` : `${method.toUpperCase()} ${name}`,
        pointer: child(itemPointer, method),
        node,
        pathItem: item,
        webhook,
      });
    }
  };
  for (const group of ['paths', 'webhooks'] as const)
    for (const [name, item] of Object.entries(isObject(document[group]) ? document[group] : {})) add(group, name, item);
  return found;
}

/** Every change from base to head, as found (not yet classified). */
export function diffOperations(base: Json, head: Json, settings: Settings, push: (change: RawChange) => void): void {
  const before = operations(base);
  const after = operations(head);
  const same = sameInBoth(base, head);
  const views: ViewCache = new Map();
  for (const key of [...new Set([...before.keys(), ...after.keys()])]) {
    const b = before.get(key);
    const h = after.get(key);
    const operation = (h ?? b)!;
    const operationId = String(operation.node.operationId ?? operation.label);
    // What is draft or alpha promises nothing: a removal is judged by the base, any other change by the head.
    const stability = stabilityOf((h ?? b)!.node['x-stability-level']);
    const unstable: Stability | undefined = promisesNothing(stability) ? stability : undefined;
    const emit = (found: Found) =>
      push({
        kind: found.kind,
        side: found.side,
        operationId,
        operation: operation.label,
        pointer: found.pointer,
        located: found.inBase ? 'base' : 'head',
        old: text(found.old),
        new: text(found.next),
        detail: found.detail,
        dataPath: found.dataPath,
        ...(operation.webhook ? { webhook: true } : {}),
        ...(unstable ? { unstable } : {}),
      });
    const pair: Pair = { base, head, settings, same, views, emit };
    if (b && !h) removed(pair, b);
    else if (h && !b) added(pair, h);
    else if (b && h) compareOperation(pair, b, h);
  }
}

function removed(pair: Pair, b: Operation): void {
  const { kind, note } = b.webhook
    ? { kind: 'webhook-removed', note: 'webhook' }
    : removal('operation', b.node, pair.settings.today, pair.settings.policy);
  pair.emit({
    kind,
    // A webhook's removal is what the client stops receiving: an answer's change.
    side: b.webhook ? 'response' : 'request',
    pointer: b.pointer,
    inBase: true,
    old: b.label,
    next: '(absent)',
    detail: `${b.webhook ? 'webhook' : 'operation'} removed (${note})`,
    dataPath: null,
  });
}

function added(pair: Pair, h: Operation): void {
  pair.emit({
    kind: h.webhook ? 'webhook-added' : 'operation-added',
    side: h.webhook ? 'response' : 'request',
    pointer: h.pointer,
    old: '(absent)',
    next: h.label,
    detail: `${h.webhook ? 'webhook' : 'operation'} added`,
    dataPath: null,
  });
}

function compareOperation(pair: Pair, b: Operation, h: Operation): void {
  const emit = (kind: string, pointer: string, old: unknown, next: unknown, detail: string) =>
    pair.emit({ kind, side: 'request', pointer, old, next, detail, dataPath: null });
  if (b.node.operationId !== h.node.operationId)
    emit(
      'operation-id-changed',
      child(h.pointer, 'operationId'),
      b.node.operationId,
      h.node.operationId,
      'operationId renamed',
    );
  const lifecycle = lifecycleChanges('the operation', b.node, h.node);
  for (const change of lifecycle) emit(change.kind, h.pointer, change.old, change.next, change.detail);
  // A stability level raised is documentation; one lowered or unreadable was reported above.
  const stabilityReported = lifecycle.some((change) => change.detail.startsWith('x-stability-level'));
  const extensionNotes = Object.keys({ ...b.node, ...h.node }).filter(
    (k) =>
      k.startsWith('x-') && !pair.settings.ruleExtensions.has(k) && !(k === 'x-stability-level' && stabilityReported),
  );
  const notes = [...OPERATION_NOTES, ...extensionNotes].filter(
    (k, i, all) => all.indexOf(k) === i && JSON.stringify(b.node[k]) !== JSON.stringify(h.node[k]),
  );
  if (notes.length > 0)
    emit(
      'annotation-changed',
      h.pointer,
      notes.map((k) => b.node[k]),
      notes.map((k) => h.node[k]),
      notes.join(', '),
    );
  for (const key of Object.keys({ ...b.node, ...h.node }).filter((k) => pair.settings.ruleExtensions.has(k)))
    if (JSON.stringify(b.node[key]) !== JSON.stringify(h.node[key]))
      emit('extension-changed', child(h.pointer, key), b.node[key], h.node[key], key);
  compareSecurity(pair, b, h);
  compareParameters(pair, b, h);
  compareRequestBody(pair, b, h, 'request');
  compareResponses(pair, b, h, 'response');
}

function compareSecurity(pair: Pair, b: Operation, h: Operation): void {
  const before = alternativesOf(pair.base, b.node);
  const after = alternativesOf(pair.head, h.node);
  const pointer = child(h.pointer, 'security');
  const emit = (kind: string, old: unknown, next: unknown, detail: string) =>
    pair.emit({ kind, side: 'request', pointer, old, next, detail, dataPath: null });
  for (const alternative of before)
    if (!after.some((asked) => satisfies(alternative, asked)))
      emit(
        'security-removed',
        describeAlternative(alternative),
        after.map(describeAlternative).join(' or '),
        `security alternative no longer enough: ${describeAlternative(alternative)}`,
      );
  for (const alternative of after)
    if (!before.some((asked) => satisfies(alternative, asked)))
      emit(
        'security-added',
        before.map(describeAlternative).join(' or '),
        describeAlternative(alternative),
        `security alternative added: ${describeAlternative(alternative)}`,
      );
  const names = (list: typeof before) => new Set(list.flatMap((alternative) => [...alternative.keys()]));
  const beforeNames = names(before);
  for (const name of [...names(after)].filter((n) => beforeNames.has(n)).sort()) {
    const old = schemeShape(pair.base, name);
    const next = schemeShape(pair.head, name);
    if (old !== next)
      pair.emit({
        kind: 'security-scheme-changed',
        side: 'request',
        pointer: child('', 'components', 'securitySchemes', name),
        old,
        next,
        detail: `security scheme changed: ${name}`,
        dataPath: null,
      });
  }
}
