import type { Breaks, Side } from './types.ts';

/**
 * Every kind of change `contract:diff` reports, and whom it breaks on each side: `request` = what the client sends
 * (parameters, request bodies, the operation itself, its security), `response` = what the client is answered.
 * `null`: the kind does not occur on that side. `whole`: the client is affected by calling the operation at all,
 * whatever fields it sends or reads (else only when it sends or reads the changed data path).
 * The README's table of change kinds is this list (a test compares them); the classification tests plant each row.
 */
export interface ChangeKind {
  id: string;
  change: string;
  request: Breaks | null;
  response: Breaks | null;
  whole?: Side[];
  why: string;
}

export const CHANGE_KINDS: readonly ChangeKind[] = [
  {
    id: 'operation-removed',
    change: 'operation removed',
    request: 'client',
    response: null,
    whole: ['request'],
    why: 'the client calls it; an upstream that follows the head need not answer it',
  },
  {
    id: 'operation-added',
    change: 'operation added',
    request: 'upstream',
    response: null,
    why: 'the upstream must now serve it; a client that never calls it is unaffected',
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
    change: 'a security alternative removed (e.g. `{}`, anonymous, no longer accepted)',
    request: 'client',
    response: null,
    whole: ['request'],
    why: 'the way the client authenticates may be refused',
  },
  {
    id: 'security-added',
    change: 'a security alternative added',
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
    change: 'parameter removed',
    request: 'client',
    response: null,
    why: 'the client sends a value the head ignores or refuses',
  },
  {
    id: 'parameter-made-required',
    change: 'parameter made required',
    request: 'client',
    response: null,
    whole: ['request'],
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
    response: 'upstream',
    whole: ['request'],
    why: 'request: the client sends it; answer: an upstream still sending it is off the head',
  },
  {
    id: 'media-type-added',
    change: 'media type added',
    request: 'upstream',
    response: 'client',
    whole: ['response'],
    why: 'request: the upstream must parse it; answer: the client may get a body it cannot parse',
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
    change: 'documented status removed',
    request: null,
    response: 'upstream',
    why: 'an upstream that still answers it is off the head; the client keeps handling it',
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
      'bound added or tightened (`maxLength`, `maxItems`, `maximum`, `exclusiveMaximum`, `maxProperties` lowered; `min…` raised; `multipleOf`, `uniqueItems` added)',
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
    why: 'request: a client that leaves the value out gets another behaviour; answer: defaults are not sent',
  },
  {
    id: 'rule-changed',
    change:
      '`not`, `if`/`then`/`else`, `patternProperties`, `dependentRequired`, `propertyNames`, `prefixItems`, `multipleOf` or `oneOf` ↔ `anyOf` changed',
    request: 'both',
    response: 'both',
    why: 'a rule this tool cannot order: treated as both narrower and wider',
  },
  {
    id: 'extension-changed',
    change: "a schema's `x-` extension changed (`x-upload`, `x-messages`, `x-supported`…)",
    request: 'both',
    response: 'both',
    why: "this project's schema extensions are rules the mock and the client read",
  },
  {
    id: 'annotation-changed',
    change: 'description, summary, title, example(s), tags, `deprecated`, an operation-level `x-` extension',
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

/** The reason for one side: a `why` written `request: …; answer: …` gives the part of that side. */
export function whyFor(id: string, side: Side): string {
  const { why } = kindOf(id);
  const match = /^request: (.*); answer: (.*)$/.exec(why);
  if (!match) return why;
  return (side === 'request' ? match[1] : match[2]) ?? why;
}

/** The README's table: one row per kind (`npx tsx scripts/contract-diff.ts --kinds-table` prints it). */
export function kindsTable(): string {
  const cell = (breaks: Breaks | null) => (breaks === null ? '—' : `\`${breaks}\``);
  const rows = CHANGE_KINDS.map(
    (kind) => `| \`${kind.id}\` | ${kind.change} | ${cell(kind.request)} | ${cell(kind.response)} | ${kind.why} |`,
  );
  return ['| kind | change | in what the client sends | in an answer | why |', '|---|---|---|---|---|', ...rows].join(
    '\n',
  );
}
