import { parseArgs } from 'node:util';
import { startValidatingProxy } from '#conformance/proxy/validating-proxy.ts';

const { values } = parseArgs({
  options: { upstream: { type: 'string' }, port: { type: 'string', default: '8181' }, record: { type: 'string' } },
});
if (!values.upstream) {
  console.error('Usage: npm run contract:proxy -- --upstream URL [--port P] [--record DIR]');
  process.exit(2);
}
const port = Number(values.port);
await startValidatingProxy({ upstream: values.upstream, port, record: values.record });
console.log(
  `Validating proxy on http://127.0.0.1:${port} → ${values.upstream} (violations are printed as they happen)`,
);
if (values.record)
  console.log(
    `Recording every exchange to ${values.record} (masked; replay it with MOCK_REPLAY=${values.record} npm run mock)`,
  );
