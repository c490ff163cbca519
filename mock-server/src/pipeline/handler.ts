import type { operations } from '#contract/schema.d.ts';
import type { UploadedFile } from '../contract/raw-request.ts';
import type { MockResponse } from '../core/types.ts';
import type { MockWorld } from '../core/world.ts';

/**
 * Handlers are typed by their contract operation (openapi/schema.d.ts): the pipeline validates and
 * coerces every request against the operation before the handler runs, so the handler sees the
 * declared types, and it may answer only with a body the operation documents.
 */
export type OperationId = keyof operations;
type Operation<Op extends OperationId> = operations[Op];

/** A request part the operation does not declare (`query?: never`) reads as an object without keys. */
type Part<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

/**
 * The parts of multipart forms that carry files. openapi-typescript types a `format: binary` part as
 * `string`, and the pipeline only puts the file's name there (parts are validated by name); the bytes
 * are in `request.files`. So these parts are left out of a form's type, and a handler reads the file
 * from `request.files`. (A test checks that the list names every binary part of the contract's forms.)
 */
export const FILE_PARTS = ['resume', 'resumeFile', 'file'] as const;
type FormFields<Form> = Omit<Form, (typeof FILE_PARTS)[number]>;

type BodyMedia<Op extends OperationId> = [NonNullable<Operation<Op>['requestBody']>] extends [
  { content: infer Content },
]
  ? Content
  : never;
type BodyOf<Op extends OperationId, Media = BodyMedia<Op>> = [Media] extends [never]
  ? undefined
  : | { [M in keyof Media]: M extends 'multipart/form-data' ? FormFields<Media[M]> : Media[M] }[keyof Media]
    | (undefined extends Operation<Op>['requestBody'] ? undefined : never);

/**
 * A request of one operation after validation: params, query and body have the contract's types. JSON and
 * form bodies arrive with the schema's defaults filled in, as schema.d.ts types them. Query parameters with a
 * default are filled in too, but openapi-typescript types them optional, so handlers fall back to the same value.
 */
export interface HandlerRequest<Op extends OperationId> {
  operationId: Op;
  params: Part<Operation<Op>['parameters']['path']>;
  query: Part<Operation<Op>['parameters']['query']>;
  headers: Record<string, string | undefined>;
  body: BodyOf<Op>;
  files: UploadedFile[];
  bearer?: string;
}

/** JSON answers carry the documented schema; text answers a string; any other media type (files) bytes. */
type WireBody<Media, Schema> = Media extends `${string}json`
  ? Schema
  : Media extends `text/${string}`
    ? string
    : Buffer;
type ResponseBody<Response> = Response extends { content: infer Content }
  ? { [M in keyof Content]: WireBody<M, Content[M]> }[keyof Content]
  : undefined;
type Responses<Op extends OperationId> = Operation<Op>['responses'];

/** An answer of one operation: its body is one of the bodies the operation documents. */
export type HandlerResponse<Op extends OperationId> = MockResponse<
  { [S in keyof Responses<Op>]: ResponseBody<Responses<Op>[S]> }[keyof Responses<Op>]
>;

/** One operation's behaviour: transport-free, given a validated request and the world. */
export type Handler<Op extends OperationId> = (
  request: HandlerRequest<Op>,
  world: MockWorld,
) => HandlerResponse<Op> | Promise<HandlerResponse<Op>>;

/** Every operation's handler: a missing one, or one off its operation's contract, fails the type check. */
export type HandlerTable = { [Op in OperationId]: Handler<Op> };

/** A request after validation, its operation known only at run time (how the pipeline builds it). */
export interface ValidatedRequest {
  operationId: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string | undefined>;
  body: unknown;
  files: UploadedFile[];
  bearer?: string;
}

/** A handler as the pipeline calls it, for whichever operation a route serves. */
export type RuntimeHandler = (request: ValidatedRequest, world: MockWorld) => MockResponse | Promise<MockResponse>;

/**
 * The handler of an operation named at run time. This is where the contract's types are trusted:
 * handleRequest validates (and coerces) params, query and body against the same operation before it
 * calls the handler, so the values have the declared types of schema.d.ts by then.
 */
export function handlerFor(table: HandlerTable, operationId: string): RuntimeHandler {
  const handler: unknown = (table as Record<string, unknown>)[operationId];
  if (typeof handler !== 'function') throw new Error(`No handler for operation ${operationId}`);
  return handler as RuntimeHandler;
}
