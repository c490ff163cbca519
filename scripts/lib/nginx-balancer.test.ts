import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderRouting, renderUpstreams } from './nginx-balancer.ts';

// deploy/nginx's files as the loopback runs (npm run test:scale, the bench) use them: only addresses change.
const deploy = join(import.meta.dirname, '../../deploy/nginx');
const upstreams = readFileSync(join(deploy, 'mock-upstreams.conf'), 'utf8');
const routing = readFileSync(join(deploy, 'mock-routing.conf'), 'utf8');
const replicas = [
  { name: 'mock-a', port: 8381 },
  { name: 'mock-b', port: 8382 },
  { name: 'mock-c', port: 8383 },
  { name: 'mock-d', port: 8384 },
];
const block = (text: string, name: string) =>
  text.slice(text.indexOf(`upstream ${name} {`), text.indexOf('}', text.indexOf(`upstream ${name} {`)) + 1);

describe('deploy/nginx on loopback', () => {
  it('puts every replica in the sessions ring, keeping its consistent hash', () => {
    expect(block(renderUpstreams(upstreams, replicas), 'mock_sessions')).toBe(
      [
        'upstream mock_sessions {',
        '    hash $mock_session consistent;',
        '    server 127.0.0.1:8381;',
        '    server 127.0.0.1:8382;',
        '    server 127.0.0.1:8383;',
        '    server 127.0.0.1:8384;',
        '    keepalive 16;',
        '}',
      ].join('\n'),
    );
  });

  it('makes the first replica the default one and the second its only standby', () => {
    expect(block(renderUpstreams(upstreams, replicas), 'mock_default')).toBe(
      [
        'upstream mock_default {',
        '    server 127.0.0.1:8381;',
        '    server 127.0.0.1:8382 backup;',
        '    keepalive 4;',
        '}',
      ].join('\n'),
    );
  });

  it('listens on loopback instead of every interface, the routing otherwise as committed', () => {
    const rendered = renderRouting(routing, 8380);
    expect(rendered).toContain('    listen 127.0.0.1:8380;\n');
    expect(rendered.replace('listen 127.0.0.1:8380;', 'listen 8080;')).toBe(routing);
  });

  it('refuses files that are not the ones it knows, saying what is missing', () => {
    expect(() => renderUpstreams(upstreams.replace('upstream mock_default', 'upstream other'), replicas)).toThrow(
      'mock-upstreams.conf has no upstream mock_default',
    );
    expect(() => renderUpstreams(upstreams, [])).toThrow('nginx needs at least one replica');
    expect(() => renderRouting(routing.replace('listen 8080;', 'listen 80;'), 8380)).toThrow(
      'mock-routing.conf should listen on 8080',
    );
  });
});
