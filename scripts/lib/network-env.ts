import type { HostPolicy } from '#mock/adapters/fastify/host-guard.ts';
import { checkListenHost, LOOPBACK_HOST, type StartOptions } from '#mock/server.ts';

/** Build variables that point the client at another origin: the served page's policy must let it call them. */
const CLIENT_ORIGIN_VARIABLES = [
  'VITE_API_BASE_URL',
  'VITE_IP_LOOKUP_BASE_URL',
  'VITE_REVERSE_GEOCODE_BASE_URL',
  'VITE_REVERSE_GEOCODE_BACKUP_BASE_URL',
];

type Env = Readonly<Record<string, string | undefined>>;

const flag = (env: Env, name: string) => env[name] === '1' || env[name] === 'true';

/** A comma-separated list of host names ('phone-lab.local, 192.168.1.20'), lower case, without ports. */
export function hostListFromEnv(env: Env, name: string): string[] {
  const names = (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of names) {
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(entry))
      throw new Error(`${name} lists host names separated by commas, without ports; got '${entry}'`);
  }
  return names;
}

/** The origins of the VITE_…_BASE_URL variables that name another origin. */
function clientConnectSources(env: Env): string[] {
  const origins = new Set<string>();
  for (const name of CLIENT_ORIGIN_VARIABLES) {
    const value = env[name]?.trim();
    if (!value) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      throw new Error(`${name} must be an absolute URL, got '${value}'`);
    }
  }
  return [...origins];
}

/**
 * Where and to whom a server listens, and how it serves the client, from the environment:
 * HOST and ALLOW_REMOTE (the address), MOCK_ALLOW_HOSTS and MOCK_CONTROL_ALLOW_HOSTS (Host names answered),
 * SERVE_SOURCEMAPS (source maps), VITE_…_BASE_URL (origins the page may call).
 */
export function networkOptionsFromEnv(
  env: Env = process.env,
): Pick<StartOptions, 'host' | 'allowRemote' | 'hosts' | 'client'> {
  const hosts: HostPolicy = {
    allowedHosts: hostListFromEnv(env, 'MOCK_ALLOW_HOSTS'),
    controlAllowedHosts: hostListFromEnv(env, 'MOCK_CONTROL_ALLOW_HOSTS'),
  };
  return {
    ...(env.HOST ? { host: env.HOST.trim() } : {}),
    allowRemote: flag(env, 'ALLOW_REMOTE'),
    hosts,
    client: { serveSourceMaps: flag(env, 'SERVE_SOURCEMAPS'), connectSources: clientConnectSources(env) },
  };
}

/** Stops a start script before any work when HOST names an address it may not listen on. */
export function exitUnlessHostAllowed(options: Pick<StartOptions, 'host' | 'allowRemote'>): void {
  try {
    checkListenHost(options.host ?? LOOPBACK_HOST, options.allowRemote);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
