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

function ruleBody(schema: RuleSchema): string[] {
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
  }
  return lines;
}

/**
 * openapi/rules.ts: one constant per schema of openapi/src/components/rules.yaml (pattern, lengths,
 * upload limits and messages), so the mock and the machines enforce the contract's own rules.
 */
export function rulesModule(openapiDir: string, header: string): string {
  const source = parse(readFileSync(join(openapiDir, 'src', 'components', 'rules.yaml'), 'utf8')) as {
    components: { schemas: Record<string, RuleSchema> };
  };
  const blocks = Object.entries(source.components.schemas).map(([name, schema]) =>
    [
      `/** components.schemas.${name} */`,
      `export const ${constantName(name)} = {`,
      ...ruleBody(schema),
      '} as const;',
    ].join('\n'),
  );
  return `${header}${blocks.join('\n\n')}\n`;
}
