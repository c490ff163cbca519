import { parse } from 'yaml';
import { ContractError } from './contract-error.ts';
import { withLanguageEnum } from './language-enum.ts';
import type { ProjectFiles } from './project-files.ts';
import { child } from './pointer.ts';
import type { Origins } from './source-places.ts';

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
const SRC = 'openapi/src';

export interface BundleResult {
  document: Json;
  productJobsPrefix: string;
  /** Where each path and each component of the bundle is written (its file and its pointer there). */
  origins: Origins;
}

function yamlFiles(files: ProjectFiles, dir: string): string[] {
  return files
    .list(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => `${dir}/${name}`);
}

/**
 * Builds the single contract from openapi/src: the root document, every shared component file and every area file
 * (each holds `paths` and its own `components`). The `{product}` token of the product specification is replaced in
 * path keys with the name chosen in openapi/product.yaml.
 */
export function bundleProject(files: ProjectFiles): BundleResult {
  const readYaml = (file: string): Json => {
    try {
      return (parse(files.read(file)) ?? {}) as Json;
    } catch (cause) {
      if (cause instanceof ContractError) throw cause;
      throw new ContractError(
        `${file}: not valid YAML (${cause instanceof Error ? cause.message.split('\n')[0] : ''})`,
      );
    }
  };
  const rootFile = `${SRC}/openapi.yaml`;
  const root = readYaml(rootFile);
  const { product } = readYaml('openapi/product.yaml') as { product?: unknown };
  if (typeof product !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(product))
    throw new ContractError('openapi/product.yaml: product must be a lower camel-case name');
  const origins: Origins = new Map([['', { file: rootFile, pointer: '' }]]);
  const components: Record<string, Json> = {};
  const mergeComponents = (source: Json | undefined, file: string) => {
    if (!source) return;
    for (const [kind, entries] of Object.entries(source)) {
      if (!(COMPONENT_KINDS as readonly string[]).includes(kind))
        throw new ContractError(`${file}: unknown component kind '${kind}'`);
      const bucket = (components[kind] ??= {});
      for (const [name, value] of Object.entries(entries as Json)) {
        if (name in bucket) throw new ContractError(`${file}: component ${kind}/${name} is defined twice`);
        bucket[name] = value;
        const pointer = child('', 'components', kind, name);
        origins.set(pointer, { file, pointer });
      }
    }
  };
  mergeComponents(root.components as Json | undefined, rootFile);
  const paths: Json = {};
  for (const file of yamlFiles(files, `${SRC}/components`))
    mergeComponents(readYaml(file).components as Json | undefined, file);
  for (const file of yamlFiles(files, `${SRC}/paths`)) {
    const area = readYaml(file);
    mergeComponents(area.components as Json | undefined, file);
    for (const [rawPath, item] of Object.entries((area.paths ?? {}) as Json)) {
      const path = rawPath.split(PRODUCT_TOKEN).join(product);
      if (path in paths) throw new ContractError(`${file}: path ${path} is defined twice`);
      paths[path] = item;
      origins.set(child('', 'paths', path), { file, pointer: child('', 'paths', rawPath) });
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
    origins,
  };
}
