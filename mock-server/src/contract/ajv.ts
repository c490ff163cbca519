import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { contract } from './load-contract.ts';

const CONTRACT_ID = 'contract';
type Json = Record<string, unknown>;

function createAjv(document: Json, { coerce, defaults }: { coerce: boolean; defaults: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false, // the contract carries OpenAPI keywords (example, x-…) that are not JSON Schema
    // The contract's schemas are checked where they are written (npm run lint: Redocly, Spectral); checking them
    // again against the 2020-12 meta-schema at every start compiled that meta-schema first, the largest part of start-up.
    validateSchema: false,
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: defaults,
  });
  // ajv-formats ships as CommonJS; its default export is the plugin function.
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: CONTRACT_ID, components: document.components ?? {} }, CONTRACT_ID);
  return ajv;
}

/** Rewrites local references (#/components/…) so that they resolve against the registered contract. */
export function anchorRefs<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${CONTRACT_ID}#/`)) as T;
}

interface Instances {
  coercing?: Ajv2020;
  jsonBody?: Ajv2020;
  exact?: Ajv2020;
  compiled: Map<object, ValidateFunction>;
}

/**
 * The instances of one contract, each made when first asked for: each registers the whole contract (about 4 ms), and
 * the response checks' instance is not needed at all while they are off, so none of this is done before the server
 * first answers. This repository's contract is the default; the harness checks other contracts with their own.
 */
const byDocument = new WeakMap<Json, Instances>();
const instancesOf = (document: Json): Instances => {
  let found = byDocument.get(document);
  if (!found) byDocument.set(document, (found = { compiled: new Map() }));
  return found;
};

/** Parameters and form fields arrive as text: this instance coerces them to the declared types and fills in defaults. */
export const coercingAjv = (document: Json = contract): Ajv2020 =>
  (instancesOf(document).coercing ??= createAjv(document, { coerce: true, defaults: true }));
/** JSON bodies are checked exactly as sent; absent values with a default get it (the handler sees the schema's type). */
export const jsonBodyAjv = (document: Json = contract): Ajv2020 =>
  (instancesOf(document).jsonBody ??= createAjv(document, { coerce: false, defaults: true }));
/** Responses are checked exactly as sent and left as they are. */
const exactAjv = (document: Json): Ajv2020 =>
  (instancesOf(document).exact ??= createAjv(document, { coerce: false, defaults: false }));

/** The exact validator of a contract schema, compiled once per schema object. */
export function exactValidator(schema: object, document: Json = contract): ValidateFunction {
  const { compiled } = instancesOf(document);
  let validate = compiled.get(schema);
  if (!validate) {
    validate = exactAjv(document).compile(anchorRefs(schema));
    compiled.set(schema, validate);
  }
  return validate;
}
