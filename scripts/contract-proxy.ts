import { fileURLToPath } from 'node:url';
import { loadOperations } from '#mock/contract/load-contract.ts';
import { checkReachable, parseOptions, runCommand, UsageError, wholeNumber } from '#conformance/cli/options.ts';
import { proxySummary } from '#conformance/proxy/summary.ts';
import { startValidatingProxy } from '#conformance/proxy/validating-proxy.ts';
import { mockSetup } from '#conformance/report/violation-groups.ts';
import { inJsonSchemaDialect } from '#conformance/spec/openapi-30.ts';
import { readContract } from '#conformance/spec/read-contract.ts';

const USAGE = `Usage: npm run contract:proxy -- --upstream URL [options]
  --upstream URL      where calls are forwarded
  --port P            where the proxy listens, on 127.0.0.1 (default 8181)
  --spec FILE|URL     the contract to check against: OpenAPI 3.0 or 3.1, YAML or JSON, split with relative $refs
                      (default this repository's openapi/openapi.json)
  --verbose           one line per call: method, path, status, operation, time, violations
  --record DIR        write every exchange as a masked replay fixture (MOCK_REPLAY=DIR npm run mock replays them)
When it stops (Ctrl+C, SIGTERM) it prints the calls and the violations by operation; exit 1 if there were any.`;
const root = fileURLToPath(new URL('..', import.meta.url));

await runCommand('contract:proxy', USAGE, async () => {
  const { values } = parseOptions(process.argv.slice(2), {
    upstream: { type: 'string' },
    port: { type: 'string' },
    spec: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    record: { type: 'string' },
    help: { type: 'boolean', default: false },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.upstream) throw new UsageError('--upstream is required');
  if (!/^https?:\/\//.test(values.upstream))
    throw new UsageError(`--upstream must be an http(s) URL, got '${values.upstream}'`);
  const port = wholeNumber(values.port, 8181, '--port', 0);
  const spec = values.spec ? await readContract(values.spec, { root }) : undefined;
  const operations = spec
    ? loadOperations(inJsonSchemaDialect(spec.document, { wrapUntypedNullable: true }))
    : undefined;
  await checkReachable(values.upstream);
  const proxy = await startValidatingProxy({
    upstream: values.upstream,
    port,
    operations,
    record: values.record,
    ...(values.verbose ? { onCall: (line: string) => console.log(line) } : {}),
  });
  console.log(
    `Validating proxy on http://127.0.0.1:${port} → ${values.upstream}, against ${spec?.label ?? 'openapi/openapi.json'} (violations are printed as they happen${values.verbose ? ', and every call' : ''})`,
  );
  if (values.record)
    console.log(
      `Recording every exchange to ${values.record} (masked; replay it with MOCK_REPLAY=${values.record} npm run mock)`,
    );
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
  });
  proxy.close();
  console.log(`\n${signal}: ${proxySummary(proxy.tally, await mockSetup(values.upstream))}`);
  return proxy.tally.violations.length > 0 ? 1 : 0;
});
