import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import { loadOperations } from '#mock/contract/load-contract.ts';
import { attribute, type FrameResolver } from '#conformance/client-usage/attribute.ts';
import { installClientUsageRecorder, type RawRecord, type RecorderConfig } from '#conformance/client-usage/recorder.ts';
import { addFileUsage, writePartial, type FileUsage } from '#conformance/client-usage/usage-file.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SINK = '__clientUsageSink';
const config: RecorderConfig = {
  ownFrame: String.raw`client-usage-recorder\.js`,
  network: { firstSegments: [...new Set(loadOperations().map((operation) => operation.path.split('/')[1] ?? ''))] },
  sinkName: SINK,
};
/** The recorder (conformance/client-usage/recorder.ts) as a page script, named so that its own stack frames are known. */
const pageScript = `(${installClientUsageRecorder.toString()})(${JSON.stringify(config)});\n//# sourceURL=client-usage-recorder.js\n`;

/**
 * The builds the journeys run: a script's frame is placed through its source map (written beside it, not served). The
 * developer console's are placed too, so what it sends (an operation's example) is known as the console's own.
 */
const BUILDS = [
  { folder: 'dist/web', base: '/' },
  { folder: 'dist/demo', base: '/' },
  { folder: 'dist/console', base: '/__mock/console/' },
].map(({ folder, base }) => ({ dir: join(root, folder), base }));
const maps = new Map<string, SourceMap | null>();

function sourceMapOf(pathname: string): { map: SourceMap; dir: string } | undefined {
  for (const build of BUILDS) {
    if (!pathname.startsWith(build.base)) continue;
    const file = join(build.dir, pathname.slice(build.base.length));
    if (!existsSync(`${file}.map`)) continue;
    let map = maps.get(file);
    if (map === undefined) {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapPayload);
      maps.set(file, map);
    }
    return map ? { map, dir: dirname(file) } : undefined;
  }
  return undefined;
}

/** A page's frame (`http://127.0.0.1:8191/assets/app-x.js:1:2345`) placed in the sources (`web/src/x.ts:12`). */
export const browserFrame: FrameResolver = (frame) => {
  const found = /^(https?:\/\/[^/]+)(\/[^:]*):(\d+):(\d+)$/.exec(frame);
  if (!found?.[2]) return undefined;
  const located = sourceMapOf(found[2]);
  if (!located) return undefined;
  const entry = located.map.findEntry(Number(found[3]) - 1, Number(found[4]) - 1) as {
    originalSource?: string;
    originalLine?: number;
  };
  if (entry.originalSource === undefined || entry.originalLine === undefined) return undefined;
  const source = entry.originalSource.startsWith('file://')
    ? fileURLToPath(entry.originalSource)
    : resolve(located.dir, entry.originalSource);
  return `${relative(root, source)}:${entry.originalLine + 1}`;
};

interface WorkerUsage {
  files: Record<string, FileUsage>;
  name: string;
}

/**
 * Every journey records what the client sends and reads of the upstream's answers (conformance/client-usage): the recorder
 * runs in each page of the test's context and hands its records over through a binding; when the test ends they are
 * placed (source maps), matched to operations and written to reports/client-usage/e2e-<mode>-<worker>-<pid>.json.
 */
export const test = base.extend<{ clientUsage: void }, { clientUsageWorker: WorkerUsage }>({
  clientUsageWorker: [
    async ({}, use, workerInfo) => {
      // The project names the run: 'open' or 'strict' (the ownership mode of its sessions), or 'demo'.
      const mode = workerInfo.project.name;
      await use({ files: {}, name: `e2e-${mode}-${workerInfo.workerIndex}-${process.pid}` });
    },
    { scope: 'worker' },
  ],
  clientUsage: [
    async ({ context, clientUsageWorker }, use, testInfo) => {
      const records: RawRecord[] = [];
      await context.exposeBinding(SINK, (_source, batch: RawRecord[]) => {
        records.push(...batch);
      });
      await context.addInitScript({ content: pageScript });
      await use();
      for (const page of context.pages()) {
        await page
          .evaluate(() => (globalThis as { __clientUsage?: { flush(): Promise<void> } }).__clientUsage?.flush())
          .catch(() => undefined);
      }
      const file = relative(root, testInfo.file);
      addFileUsage((clientUsageWorker.files[file] ??= {}), attribute(records, browserFrame));
      writePartial(clientUsageWorker.name, clientUsageWorker.files);
    },
    { auto: true },
  ],
});
