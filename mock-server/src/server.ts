import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './adapters/fastify/build-app.ts';

const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_PORT = 8080;

export interface StartOptions extends BuildAppOptions {
  port?: number;
  host?: string;
}

/** Builds the app, listens on loopback and closes cleanly on SIGINT/SIGTERM. */
export async function startServer(options: StartOptions = {}): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp(options);
  const url = await app.listen({ host: options.host ?? DEFAULT_HOST, port: options.port ?? DEFAULT_PORT });
  const stop = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  return { app, url };
}
