import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { contract } from './load-contract.ts';

const CONTRACT_ID = 'contract';

function createAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false, // the contract carries OpenAPI keywords (example, x-…) that are not JSON Schema
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
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
    validate = exactAjv.compile(anchorRefs(schema));
    compiled.set(schema, validate);
  }
  return validate;
}

/** Parameters and form fields arrive as text: this instance coerces them to the declared types. */
export const coercingAjv = createAjv(true);
/** Bodies and responses are checked exactly as sent. */
export const exactAjv = createAjv(false);
