import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { tsString } from './ts-literal.ts';

interface RuleSchema {
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  'x-messages'?: Record<string, string>;
  'x-upload'?: { maxBytes: number; types: Record<string, string> };
}

/** IndianMobile → INDIAN_MOBILE */
const constantName = (schema: string): string => schema.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/** A rule message's key in the client's catalogues: 'rules:IndianMobile.invalid'. */
const messageKey = (schema: string, message: string) => `rules:${schema}.${message}`;

function ruleBody(name: string, schema: RuleSchema): string[] {
  const lines: string[] = [];
  if (schema.pattern !== undefined) lines.push(`  pattern: /${schema.pattern.replace(/\//g, '\\/')}/,`);
  if (schema.minLength !== undefined) lines.push(`  minLength: ${schema.minLength},`);
  if (schema.maxLength !== undefined) lines.push(`  maxLength: ${schema.maxLength},`);
  const upload = schema['x-upload'];
  if (upload) {
    lines.push(`  maxBytes: ${upload.maxBytes},`);
    lines.push('  types: {');
    for (const [extension, mediaType] of Object.entries(upload.types))
      lines.push(`    ${extension}: ${tsString(mediaType)},`);
    lines.push('  },');
  }
  const messages = schema['x-messages'];
  if (messages) {
    lines.push('  messages: {');
    for (const [key, text] of Object.entries(messages)) lines.push(`    ${key}: ${tsString(text)},`);
    lines.push('  },');
    lines.push('  messageKeys: {');
    for (const key of Object.keys(messages)) lines.push(`    ${key}: ${tsString(messageKey(name, key))},`);
    lines.push('  },');
  }
  return lines;
}

/**
 * openapi/rules.ts: one constant per schema of openapi/src/components/rules.yaml (pattern, lengths,
 * upload limits and messages), so the mock and the machines enforce the contract's own rules.
 */
export function rulesModule(openapiDir: string, header: string): string {
  const schemas = ruleSchemas(openapiDir);
  const blocks = Object.entries(schemas).map(([name, schema]) =>
    [
      `/** components.schemas.${name} */`,
      `export const ${constantName(name)} = {`,
      ...ruleBody(name, schema),
      '} as const;',
    ].join('\n'),
  );
  const keys = Object.entries(schemas).flatMap(([name, schema]) =>
    Object.keys(schema['x-messages'] ?? {}).map((message) => `  | ${tsString(messageKey(name, message))}`),
  );
  const keyType = `/** Every rule message's key in the client's catalogues (web/src/locales/<language>/rules.json). */\nexport type RuleMessageKey =\n${keys.join('\n')};`;
  return `${header}${blocks.join('\n\n')}\n\n${keyType}\n`;
}

function ruleSchemas(openapiDir: string): Record<string, RuleSchema> {
  const source = parse(readFileSync(join(openapiDir, 'src', 'components', 'rules.yaml'), 'utf8')) as {
    components: { schemas: Record<string, RuleSchema> };
  };
  return source.components.schemas;
}

/**
 * web/src/locales/en/rules.json: the rules' messages in English, keyed as the machines name them ('IndianMobile.invalid'
 * in the namespace 'rules'), for the catalogues of the other languages to translate.
 */
export function ruleCatalogue(openapiDir: string): string {
  const texts: Record<string, string> = {};
  for (const [name, schema] of Object.entries(ruleSchemas(openapiDir))) {
    for (const [message, text] of Object.entries(schema['x-messages'] ?? {})) texts[`${name}.${message}`] = text;
  }
  return `${JSON.stringify(texts, null, 2)}\n`;
}
