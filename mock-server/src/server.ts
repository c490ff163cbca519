import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './adapters/fastify/build-app.ts';

/** Where every server listens unless HOST says otherwise. */
export const LOOPBACK_HOST = '127.0.0.1';
const DEFAULT_PORT = 8080;

export interface StartOptions extends BuildAppOptions {
  port?: number;
  /** The address to listen on: loopback unless `allowRemote` says otherwise. */
  host?: string;
  /** Listen on a non-loopback address on purpose (ALLOW_REMOTE=1): the mock and its control API face the network. */
  allowRemote?: boolean;
}

/** Addresses that only this machine can reach. */
export function isLoopbackAddress(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

export const remoteHostRefusal = (host: string) =>
  `HOST=${host} would let other machines reach the mock, its seeded accounts and its control API. Listen on 127.0.0.1 (the default), or set ALLOW_REMOTE=1 to do it on purpose.`;
export const remoteHostWarning = (host: string) =>
  `Warning: listening on ${host} (ALLOW_REMOTE=1). Anyone who can reach this machine can use the mock; the control API still answers only on loopback names and MOCK_CONTROL_ALLOW_HOSTS.`;

/** The address to listen on, or an error naming the flag that allows a non-loopback one. */
export function checkListenHost(host: string, allowRemote = false): { host: string; warning?: string } {
  if (isLoopbackAddress(host)) return { host };
  if (!allowRemote) throw new Error(remoteHostRefusal(host));
  return { host, warning: remoteHostWarning(host) };
}

/** Builds the app, listens (on loopback unless allowed otherwise) and closes cleanly on SIGINT/SIGTERM. */
export async function startServer(options: StartOptions = {}): Promise<{ app: FastifyInstance; url: string }> {
  const { host, warning } = checkListenHost(options.host ?? LOOPBACK_HOST, options.allowRemote);
  if (warning) console.warn(warning);
  const app = await buildApp(options);
  const url = await app.listen({ host, port: options.port ?? DEFAULT_PORT });
  const stop = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  return { app, url };
}
