import type { Breaks, Side } from './types.ts';

/**
 * Every kind of change `contract:diff` reports, and whom it breaks on each side: `request` = what the client sends
 * (parameters, request bodies, the operation itself, its security), `response` = what the client is answered.
 * `null`: the kind does not occur on that side. `whole`: the client is affected by calling the operation at all,
 * whatever fields it sends or reads (else only when it sends or reads the changed data path). `omitted`: in a
 * request, it breaks only a client that leaves the value out, so a client that always sends it is not affected.
 * The table of change kinds in docs/contract-changes.md is this list (a test compares them); the classification
 * tests plant each row.
 */
export interface ChangeKind {
  id: string;
  change: string;
  request: Breaks | null;
  response: Breaks | null;
  whole?: Side[];
  omitted?: boolean;
  why: string;
}

export const CHANGE_KINDS: readonly ChangeKind[] = [
  {
    id: 'operation-removed',
    change: 'operation removed (not deprecated, or deprecated with no sunset date)',
    request: 'client',
    response: null,
    whole: ['request'],
    why: 'the client calls it; an upstream that follows the head need not answer it',
  },
  {
    id: 'operation-removed-before-sunset',
    change: 'deprecated operation removed before its `x-sunset` date',
    request: 'client',
    response: null,
    whole: ['request'],
    why: 'clients were promised it until that date',
  },
  {
    id: 'operation-removed-after-sunset',
    change: 'deprecated operation removed once its `x-sunset` date has passed',
    request: 'none',
    response: null,
    why: 'the deprecation policy: what was deprecated with a date may go once the date is past',
  },
  {
    id: 'operation-added',
    change: 'operation added',
    request: 'upstream',
    response: null,
    why: 'the upstream must now serve it; a client that never calls it is unaffected',
  },
  {
    id: 'webhook-removed',
    change: 'webhook removed',
    request: null,
    response: 'client',
    why: 'the client stops being called with what it waits for',
  },
  {
    id: 'webhook-added',
    change: 'webhook added',
    request: null,
    response: 'upstream',
    why: 'the upstream must now call it; a client that does not listen is unaffected',
  },
  {
    id: 'stability-decreased',
    change: "an operation's or a field's `x-stability-level` lowered (stable → beta, beta → alpha…)",
    request: 'client',
    response: 'client',
    whole: ['request'],
    why: 'the operation promises less: what the client relies on may change without notice',
  },
  {
    id: 'lifecycle-invalid',
    change:
      'a changed `x-stability-level` or `x-sunset` that cannot be read, in either version (not draft/alpha/beta/stable, not a date)',
    request: 'both',
    response: 'both',
    why: 'no one can tell what the operation promises: the contract must be fixed',
  },
  {
    id: 'sunset-removed',
    change: "a deprecated operation's or parameter's `x-sunset` date removed",
    request: 'client',
    response: null,
    why: 'the date clients plan their move by is gone',
  },
  {
    id: 'sunset-moved-earlier',
    change: "a deprecated operation's or parameter's `x-sunset` date moved earlier",
    request: 'client',
    response: null,
    why: 'clients have less time than they were promised',
  },
  {
    id: 'operation-id-changed',
    change: 'operationId renamed',
    request: 'none',
    response: null,
    why: 'the wire is the same; only generated names change',
  },
  {
    id: 'security-removed',
    change:
      'a security alternative dropped with no remaining one it satisfies (`{}` — anonymous — no longer accepted, a scheme or scope required on top)',
    request: 'client',
    response: null,
    whole: ['request'],
    why: 'the way the client authenticates may be refused',
  },
  {
    id: 'security-added',
    change: 'a security alternative added (or one made easier: fewer schemes or scopes)',
    request: 'upstream',
    response: null,
    why: 'the upstream must accept one more way to authenticate',
  },
  {
    id: 'security-scheme-changed',
    change: "a security scheme's type, scheme, `in` or header name changed",
    request: 'both',
    response: null,
    whole: ['request'],
    why: 'the credential travels another way: both sides must change',
  },
  {
    id: 'parameter-added-required',
    change: 'required parameter added',
    request: 'client',
    response: null,
    whole: ['request'],
    omitted: true,
    why: 'the client does not send it',
  },
  {
    id: 'parameter-added-optional',
    change: 'optional parameter added',
    request: 'upstream',
    response: null,
    why: 'the upstream must accept it',
  },
  {
    id: 'parameter-removed',
    change: 'parameter removed (not deprecated, or deprecated with no sunset date)',
    request: 'client',
    response: null,
    why: 'the client sends a value the head ignores or refuses',
  },
  {
    id: 'parameter-removed-before-sunset',
    change: 'deprecated parameter removed before its `x-sunset` date',
    request: 'client',
    response: null,
    why: 'clients were promised it until that date',
  },
  {
    id: 'parameter-removed-after-sunset',
    change: 'deprecated parameter removed once its `x-sunset` date has passed',
    request: 'none',
    response: null,
    why: 'the deprecation policy: what was deprecated with a date may go once the date is past',
  },
  {
    id: 'parameter-made-required',
    change: 'parameter made required',
    request: 'client',
    response: null,
    whole: ['request'],
    omitted: true,
    why: 'a client that leaves it out is refused',
  },
  {
    id: 'parameter-made-optional',
    change: 'parameter made optional',
    request: 'upstream',
    response: null,
    why: 'the upstream must cope without it',
  },
  {
    id: 'parameter-serialization-changed',
    change: "parameter's `style` or `explode` changed",
    request: 'both',
    response: null,
    why: 'the value is written differently on the wire',
  },
  {
    id: 'body-added-required',
    change: 'required request body added',
    request: 'client',
    response: null,
    whole: ['request'],
    omitted: true,
    why: 'the client sends none',
  },
  {
    id: 'body-added-optional',
    change: 'optional request body added',
    request: 'upstream',
    response: null,
    why: 'the upstream must accept it',
  },
  {
    id: 'body-removed',
    change: 'request body removed',
    request: 'client',
    response: null,
    why: 'the client sends a body the head does not take',
  },
  {
    id: 'body-made-required',
    change: 'request body made required',
    request: 'client',
    response: null,
    whole: ['request'],
    omitted: true,
    why: 'a client that sends none is refused',
  },
  {
    id: 'body-made-optional',
    change: 'request body made optional',
    request: 'upstream',
    response: null,
    why: 'the upstream must cope without one',
  },
  {
    id: 'media-type-removed',
    change: 'media type removed',
    request: 'client',
    response: 'both',
    whole: ['request', 'response'],
    why: 'request: the client sends it; answer: a client that accepts only that type is answered 406, and an upstream still sending it is off the head',
  },
  {
    id: 'media-type-added',
    change: 'media type added',
    request: 'upstream',
    response: 'none',
    why: 'request: the upstream must parse it; answer: the client is sent it only if it asks for it (Accept)',
  },
  {
    id: 'status-added',
    change: 'status added',
    request: null,
    response: 'client',
    whole: ['response'],
    why: 'the client may get an answer it does not handle',
  },
  {
    id: 'status-removed',
    change: 'documented status removed (not a 2xx)',
    request: null,
    response: 'upstream',
    why: 'an upstream that still answers it is off the head; the client keeps handling it',
  },
  {
    id: 'success-status-removed',
    change: 'documented 2xx status removed',
    request: null,
    response: 'both',
    whole: ['response'],
    why: 'the client waits for that success; the upstream must answer another way',
  },
  {
    id: 'header-removed',
    change: 'answer header removed',
    request: null,
    response: 'client',
    why: 'the client may read it',
  },
  {
    id: 'header-added-required',
    change: 'required answer header added (or a header made required)',
    request: null,
    response: 'upstream',
    why: 'the upstream must send it',
  },
  {
    id: 'header-added-optional',
    change: 'optional answer header added',
    request: null,
    response: 'none',
    why: 'nothing was promised before',
  },
  {
    id: 'header-made-optional',
    change: 'answer header made optional',
    request: null,
    response: 'client',
    why: 'the client may rely on it',
  },
  {
    id: 'property-added-required',
    change: 'required field added',
    request: 'client',
    response: 'upstream',
    whole: ['request'],
    omitted: true,
    why: 'request: the client does not send it; answer: the upstream must send it',
  },
  {
    id: 'property-added-optional',
    change: 'optional field added',
    request: 'upstream',
    response: 'none',
    why: 'request: the upstream must accept it; answer: a client that does not know it ignores it',
  },
  {
    id: 'property-removed',
    change: 'field removed (or renamed: removed and added)',
    request: 'client',
    response: 'client',
    why: 'request: the client sends a field the head does not take; answer: the client reads a field that is gone',
  },
  {
    id: 'required-added',
    change: 'field made required',
    request: 'client',
    response: 'upstream',
    whole: ['request'],
    omitted: true,
    why: 'request: a client that leaves it out is refused; answer: the upstream must always send it',
  },
  {
    id: 'required-removed',
    change: 'field made optional',
    request: 'upstream',
    response: 'client',
    why: 'request: the upstream must cope without it; answer: the client may not find it',
  },
  {
    id: 'unsent-field-changed',
    change:
      'a `readOnly` field changed in a request, or a `writeOnly` one in an answer (made required, added, removed…)',
    request: 'none',
    response: 'none',
    why: 'that side never carries the field: clients do not send readOnly fields, upstreams do not answer writeOnly ones',
  },
  {
    id: 'type-narrowed',
    change: 'type narrowed (a type of a list dropped, `number` → `integer`)',
    request: 'client',
    response: 'upstream',
    why: 'fewer values are valid: the sender of the old ones breaks',
  },
  {
    id: 'type-widened',
    change: 'type widened (a type added, `integer` → `number`)',
    request: 'upstream',
    response: 'client',
    why: 'more values are valid: the receiver of the new ones breaks',
  },
  {
    id: 'type-changed',
    change: 'type changed (`string` → `integer`)',
    request: 'both',
    response: 'both',
    why: 'neither old nor new values fit the other: sender and receiver both change',
  },
  {
    id: 'nullable-added',
    change: 'made nullable (`null` added to the type)',
    request: 'upstream',
    response: 'client',
    why: 'request: the upstream must accept null; answer: the client may read null',
  },
  {
    id: 'nullable-removed',
    change: 'no longer nullable',
    request: 'client',
    response: 'upstream',
    why: 'request: a client sending null is refused; answer: an upstream sending null is off the head',
  },
  {
    id: 'format-narrowed',
    change: 'format added or narrowed (`int64` → `int32`)',
    request: 'client',
    response: 'upstream',
    why: 'fewer values are valid',
  },
  {
    id: 'format-widened',
    change: 'format removed or widened (`int32` → `int64`)',
    request: 'upstream',
    response: 'client',
    why: 'more values are valid',
  },
  {
    id: 'format-changed',
    change: 'format replaced (`email` → `uri`)',
    request: 'both',
    response: 'both',
    why: 'neither set of values contains the other',
  },
  {
    id: 'enum-narrowed',
    change: 'enum value removed (or an enum/`const` put on an open value)',
    request: 'client',
    response: 'upstream',
    why: 'request: a client sending that value is refused; answer: an upstream sending it is off the head',
  },
  {
    id: 'enum-widened',
    change: 'enum value added (or the enum dropped)',
    request: 'upstream',
    response: 'client',
    why: 'request: the upstream must accept it; answer: the client may get a value it does not know',
  },
  {
    id: 'extensible-enum-widened',
    change: '`x-extensible-enum` value added',
    request: 'upstream',
    response: 'none',
    why: 'request: the upstream must accept it; answer: an extensible enum tells clients to expect values they do not know',
  },
  {
    id: 'pattern-added',
    change: 'pattern added',
    request: 'client',
    response: 'upstream',
    why: 'fewer strings are valid',
  },
  {
    id: 'pattern-removed',
    change: 'pattern removed',
    request: 'upstream',
    response: 'client',
    why: 'more strings are valid',
  },
  {
    id: 'pattern-changed',
    change: 'pattern changed',
    request: 'both',
    response: 'both',
    why: 'two patterns cannot be ordered: treated as both narrower and wider',
  },
  {
    id: 'bound-narrowed',
    change:
      'bound added or tightened (`maxLength`, `maxItems`, `maximum`, `exclusiveMaximum`, `maxProperties`, `maxContains` lowered; `min…` raised; `multipleOf`, `uniqueItems`, `contains` added)',
    request: 'client',
    response: 'upstream',
    why: 'fewer values are valid',
  },
  {
    id: 'bound-widened',
    change: 'bound removed or loosened',
    request: 'upstream',
    response: 'client',
    why: 'more values are valid',
  },
  {
    id: 'additional-properties-narrowed',
    change: '`additionalProperties` closed (`false`) or given a schema',
    request: 'client',
    response: 'upstream',
    why: 'fewer objects are valid',
  },
  {
    id: 'additional-properties-widened',
    change: '`additionalProperties` opened',
    request: 'upstream',
    response: 'client',
    why: 'more objects are valid',
  },
  {
    id: 'allof-member-added',
    change: '`allOf` member added that changes the merged schema',
    request: 'client',
    response: 'upstream',
    why: 'every member must hold: fewer values are valid (a member that leaves the merged schema the same is no change)',
  },
  {
    id: 'variant-added',
    change: '`oneOf`/`anyOf` variant added',
    request: 'upstream',
    response: 'client',
    why: 'one more shape: the receiver must handle it',
  },
  {
    id: 'variant-removed',
    change: '`oneOf`/`anyOf` variant removed',
    request: 'client',
    response: 'upstream',
    why: 'one shape fewer: the sender of it breaks',
  },
  {
    id: 'default-changed',
    change: 'default value changed',
    request: 'client',
    response: 'none',
    omitted: true,
    why: 'request: a client that leaves the value out gets another behaviour; answer: defaults are not sent',
  },
  {
    id: 'content-schema-added',
    change: '`contentSchema` added to an encoded string',
    request: 'client',
    response: 'upstream',
    why: 'fewer values are valid: the string must now decode to that schema',
  },
  {
    id: 'content-schema-removed',
    change: '`contentSchema` removed',
    request: 'upstream',
    response: 'client',
    why: 'more values are valid',
  },
  {
    id: 'content-encoding-changed',
    change: '`contentMediaType` or `contentEncoding` added, removed or changed',
    request: 'both',
    response: 'both',
    why: 'the string is written and read another way: sender and receiver both change',
  },
  {
    id: 'rule-changed',
    change:
      '`not`, `if`/`then`/`else`, `patternProperties`, `dependentRequired`, `dependentSchemas`, `propertyNames`, `prefixItems`, `unevaluated…`, a `contains` schema, a `contentSchema`, `multipleOf` or `oneOf` ↔ `anyOf` changed',
    request: 'both',
    response: 'both',
    why: 'a rule this tool cannot order: treated as both narrower and wider',
  },
  {
    id: 'extension-changed',
    change:
      'an `x-` extension the contract declares a rule changed (its `x-rule-extensions`; here `x-rules`, `x-upload`, `x-messages`, `x-supported`…)',
    request: 'both',
    response: 'both',
    why: 'the contract says the extension is a rule both sides read',
  },
  {
    id: 'annotation-changed',
    change:
      'description, summary, title, example(s), tags, `deprecated` (and `x-sunset` added or moved later), a higher `x-stability-level`, any other `x-` extension',
    request: 'none',
    response: 'none',
    why: 'documentation only: nothing on the wire changes',
  },
];

const byId = new Map(CHANGE_KINDS.map((kind) => [kind.id, kind]));

export function kindOf(id: string): ChangeKind {
  const kind = byId.get(id);
  if (!kind) throw new Error(`unknown change kind '${id}'`);
  return kind;
}

/** Whom a change of this kind breaks on this side (the table above). */
export function classify(id: string, side: Side): Breaks {
  const breaks = kindOf(id)[side];
  if (breaks === null) throw new Error(`change kind '${id}' does not occur in a ${side}`);
  return breaks;
}

const exchanged: Record<Breaks, Breaks> = { client: 'upstream', upstream: 'client', both: 'both', none: 'none' };

/**
 * In a webhook the upstream sends the request and the client answers: its request is read with the answer's row
 * (the upstream sends, the client receives) where the kind has one, else with its own row and the roles exchanged;
 * its answer likewise.
 */
export function classifyWebhook(id: string, side: Side): Breaks {
  const other: Side = side === 'request' ? 'response' : 'request';
  const row = kindOf(id);
  return row[other] ?? exchanged[classify(id, side)];
}

/** The reason for one side: a `why` written `request: …; answer: …` gives the part of that side. */
export function whyFor(id: string, side: Side): string {
  const { why } = kindOf(id);
  const match = /^request: (.*); answer: (.*)$/.exec(why);
  if (!match) return why;
  return (side === 'request' ? match[1] : match[2]) ?? why;
}

/** The table in docs/contract-changes.md: one row per kind (`npm run contract:diff -- --kinds-table` prints it). */
export function kindsTable(): string {
  const cell = (breaks: Breaks | null) => (breaks === null ? '—' : `\`${breaks}\``);
  const rows = CHANGE_KINDS.map(
    (kind) => `| \`${kind.id}\` | ${kind.change} | ${cell(kind.request)} | ${cell(kind.response)} | ${kind.why} |`,
  );
  return ['| kind | change | in what the client sends | in an answer | why |', '|---|---|---|---|---|', ...rows].join(
    '\n',
  );
}
