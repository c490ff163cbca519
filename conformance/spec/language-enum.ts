import { ContractError } from './contract-error.ts';

type Json = Record<string, unknown>;

/**
 * The supported language codes are written once, in `x-supported` of components.schemas.LanguageCode; the
 * bundled schema states them as its `enum` (placed right after `type`), so every validator refuses the others.
 */
export function withLanguageEnum(schemas: Json): void {
  const schema = schemas.LanguageCode as Json | undefined;
  if (!schema) return;
  const supported = schema['x-supported'];
  if (!Array.isArray(supported)) throw new ContractError('components.schemas.LanguageCode needs x-supported');
  const codes = supported.map((language) => (language as { code: string }).code);
  const { type, ...rest } = schema;
  for (const key of Object.keys(schema)) delete schema[key];
  Object.assign(schema, { type, enum: codes }, rest);
}
