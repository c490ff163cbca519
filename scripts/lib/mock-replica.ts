import { startProcess } from '../bench/processes.ts';
import type { ReplicaAddress } from './nginx-balancer.ts';

export interface Replica extends ReplicaAddress {
  url: string;
  /** Ends the process (SIGTERM): the sessions it held are gone with it. */
  stop(): Promise<void>;
}

/** One replica of the mock (`npm run mock`) named `name` (MOCK_REPLICA) on 127.0.0.1:`port`. */
export async function startReplica(name: string, port: number, env: Record<string, string> = {}): Promise<Replica> {
  const running = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'scripts/mock.ts'],
    { ...env, PORT: String(port), MOCK_REPLICA: name },
    `http://127.0.0.1:${port}`,
    '/__mock/health',
  );
  return { name, port, url: running.url, stop: running.stop };
}
