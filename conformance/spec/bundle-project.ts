import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { withLanguageEnum } from './language-enum.ts';

type Json = Record<string, unknown>;
const COMPONENT_KINDS = [
  'schemas',
  'parameters',
  'responses',
  'requestBodies',
  'headers',
  'examples',
  'securitySchemes',
] as const;
const PRODUCT_TOKEN = '{product}';

export interface BundleResult {
  document: Json;
  productJobsPrefix: string;
}

function readYaml(file: string): Json {
  return parse(readFileSync(file, 'utf8')) as Json;
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => join(dir, name));
}

function mergeComponents(target: Record<string, Json>, source: Json | undefined, file: string): void {
  if (!source) return;
  for (const [kind, entries] of Object.entries(source)) {
    if (!(COMPONENT_KINDS as readonly string[]).includes(kind))
      throw new Error(`${file}: unknown component kind '${kind}'`);
    const bucket = (target[kind] ??= {});
    for (const [name, value] of Object.entries(entries as Json)) {
      if (name in bucket) throw new Error(`${file}: component ${kind}/${name} is defined twice`);
      bucket[name] = value;
    }
  }
}

/**
 * Builds the single contract from openapi/src: the root document, every shared component file
 * and every area file (each holds `paths` and its own `components`). The `{product}` token of the
 * product specification is replaced in path keys with the name chosen in openapi/product.yaml.
 */
export function bundleOpenapi(openapiDir: string): BundleResult {
  const srcDir = join(openapiDir, 'src');
  const root = readYaml(join(srcDir, 'openapi.yaml'));
  const { product } = readYaml(join(openapiDir, 'product.yaml')) as { product?: unknown };
  if (typeof product !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(product)) {
    throw new Error('openapi/product.yaml: product must be a lower camel-case name');
  }
  const components: Record<string, Json> = {};
  mergeComponents(components, root.components as Json | undefined, 'src/openapi.yaml');
  const paths: Json = {};
  for (const file of yamlFiles(join(srcDir, 'components'))) {
    mergeComponents(components, readYaml(file).components as Json | undefined, file);
  }
  for (const file of yamlFiles(join(srcDir, 'paths'))) {
    const area = readYaml(file);
    mergeComponents(components, area.components as Json | undefined, file);
    for (const [rawPath, item] of Object.entries((area.paths ?? {}) as Json)) {
      const path = rawPath.split(PRODUCT_TOKEN).join(product);
      if (path in paths) throw new Error(`${file}: path ${path} is defined twice`);
      paths[path] = item;
    }
  }
  const sortedComponents: Record<string, Json> = {};
  for (const kind of COMPONENT_KINDS) {
    const bucket = components[kind];
    if (bucket)
      sortedComponents[kind] = Object.fromEntries(Object.entries(bucket).sort(([a], [b]) => a.localeCompare(b)));
  }
  withLanguageEnum(sortedComponents.schemas ?? {});
  const { components: _rootComponents, ...rest } = root;
  return {
    document: { ...rest, paths, components: sortedComponents },
    productJobsPrefix: `/corporate-recruitment/${product}Jobs`,
  };
}
