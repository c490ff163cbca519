import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianProgram } from './debian-packages.ts';

/** The balancer in front of the replicas: Debian's nginx. */
export const NGINX = { name: 'nginx', program: 'nginx', packages: ['nginx'], recommends: false } as const;

const DEPLOY_NGINX = fileURLToPath(new URL('../../deploy/nginx/', import.meta.url));

/** A replica as nginx reaches it: the name it answers with, where it listens. */
export interface ReplicaAddress {
  name: string;
  port: number;
}

const SERVER_LINES = /(^[ \t]*)server [^;\n]+;\n(?:[ \t]*server [^;\n]+;\n)*/m;

/** The server lines of one upstream block of `template` replaced by `lines`. */
function replaceServers(template: string, upstream: string, lines: readonly string[]): string {
  const start = template.indexOf(`upstream ${upstream} {`);
  if (start < 0) throw new Error(`mock-upstreams.conf has no upstream ${upstream}`);
  const block = template.slice(start, template.indexOf('}', start));
  const servers = SERVER_LINES.exec(block);
  if (!servers) throw new Error(`upstream ${upstream} of mock-upstreams.conf has no server lines`);
  const replaced = block.replace(servers[0], lines.map((line) => `${servers[1]}${line}\n`).join(''));
  return template.replace(block, replaced);
}

/**
 * deploy/nginx/mock-upstreams.conf with replicas on loopback in place of its example servers: every replica in the
 * sessions' ring, the first as the default replica and the second standing by for it.
 */
export function renderUpstreams(template: string, replicas: readonly ReplicaAddress[]): string {
  const address = (replica: ReplicaAddress) => `127.0.0.1:${replica.port}`;
  const ring = replaceServers(
    template,
    'mock_sessions',
    replicas.map((replica) => `server ${address(replica)};`),
  );
  const [first, second] = replicas;
  if (!first) throw new Error('nginx needs at least one replica');
  return replaceServers(ring, 'mock_default', [
    `server ${address(first)};`,
    ...(second ? [`server ${address(second)} backup;`] : []),
  ]);
}

/** deploy/nginx/mock-routing.conf listening on 127.0.0.1:`port` instead of the container's 8080. */
export function renderRouting(template: string, port: number): string {
  if (!/^\s*listen 8080;$/m.test(template)) throw new Error('mock-routing.conf should listen on 8080');
  return template.replace(/^(\s*)listen 8080;$/m, `$1listen 127.0.0.1:${port};`);
}

/** nginx's own file for a run in `dir`: in the foreground, its files in `dir`, the deploy/nginx configuration included. */
const mainConfig = (dir: string, keepClientConnections: boolean) => `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    ${keepClientConnections ? '' : 'keepalive_timeout 0;'}
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/mock-upstreams.conf;
    include ${dir}/mock-routing.conf;
}
`;

export interface Balancer {
  url: string;
  /** Replaces the replicas and reloads nginx; resolves once the workers of the old configuration are gone. */
  setReplicas(replicas: readonly ReplicaAddress[]): Promise<void>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function workerPids(master: ChildProcess): number[] {
  try {
    return readFileSync(`/proc/${master.pid}/task/${master.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * Debian's nginx (installed when missing, as root) on 127.0.0.1:`port` with deploy/nginx's routing in front of
 * `replicas`; resolves once it answers. `keepClientConnections: false` closes each client connection after its
 * answer: at a reload the old workers close their idle connections, and a request a client sends on one in that
 * instant fails, which a test that reloads must not mistake for the balancer's answer.
 */
export async function startBalancer(
  port: number,
  replicas: readonly ReplicaAddress[],
  options: { keepClientConnections?: boolean } = {},
): Promise<Balancer> {
  const nginx = ensureDebianProgram(NGINX);
  const dir = mkdtempSync(join(tmpdir(), 'mock-nginx-'));
  // Workers run as an unprivileged user when nginx starts as root: they must reach the temporary folders.
  chmodSync(dir, 0o755);
  const upstreams = readFileSync(join(DEPLOY_NGINX, 'mock-upstreams.conf'), 'utf8');
  const writeUpstreams = (list: readonly ReplicaAddress[]) =>
    writeFileSync(join(dir, 'mock-upstreams.conf'), renderUpstreams(upstreams, list));
  writeUpstreams(replicas);
  writeFileSync(
    join(dir, 'mock-routing.conf'),
    renderRouting(readFileSync(join(DEPLOY_NGINX, 'mock-routing.conf'), 'utf8'), port),
  );
  writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, options.keepClientConnections ?? true));
  const master = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  master.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (master.exitCode !== null) throw new Error(`nginx exited: ${errors}${readLog(dir)}`);
    try {
      await fetch(`${url}/__mock/health`);
      break;
    } catch {
      if (attempt > 200) throw new Error(`nginx did not answer on ${url} in 10 s: ${readLog(dir)}`);
      await sleep(50);
    }
  }
  return {
    url,
    async setReplicas(list) {
      writeUpstreams(list);
      const old = workerPids(master);
      master.kill('SIGHUP');
      for (let waited = 0; old.some(isAlive); waited += 50) {
        if (waited > 10_000) throw new Error(`nginx's old workers did not stop after a reload: ${readLog(dir)}`);
        await sleep(50);
      }
    },
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (master.exitCode !== null) return done();
        master.once('exit', done);
        master.kill('SIGQUIT');
      }),
  };
}

function readLog(dir: string): string {
  try {
    return readFileSync(join(dir, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}
