import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { contract } from './load-contract.ts';

const CONTRACT_ID = 'contract';

function createAjv({ coerce, defaults }: { coerce: boolean; defaults: boolean }): Ajv2020 {
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
  ajv.addSchema({ $id: CONTRACT_ID, components: contract.components }, CONTRACT_ID);
  return ajv;
}

/** Rewrites local references (#/components/…) so that they resolve against the registered contract. */
export function anchorRefs<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${CONTRACT_ID}#/`)) as T;
}

const compiled = new Map<object, ValidateFunction>();

/** The exact validator of a contract schema, compiled once per schema object. */
export function exactValidator(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = exactAjv().compile(anchorRefs(schema));
    compiled.set(schema, validate);
  }
  return validate;
}

/**
 * An instance made when first asked for: each registers the whole contract (about 4 ms), and the response checks'
 * instance is not needed at all while they are off, so none of this is done before the server first answers.
 */
function madeOnFirstUse(options: Parameters<typeof createAjv>[0]): () => Ajv2020 {
  let ajv: Ajv2020 | undefined;
  return () => (ajv ??= createAjv(options));
}

/** Parameters and form fields arrive as text: this instance coerces them to the declared types and fills in defaults. */
export const coercingAjv = madeOnFirstUse({ coerce: true, defaults: true });
/** JSON bodies are checked exactly as sent; absent values with a default get it (the handler sees the schema's type). */
export const jsonBodyAjv = madeOnFirstUse({ coerce: false, defaults: true });
/** Responses are checked exactly as sent and left as they are. */
const exactAjv = madeOnFirstUse({ coerce: false, defaults: false });
