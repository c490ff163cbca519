import { FixtureDirectoryError, loadReplayBook } from '#mock/replay/load-fixtures.ts';
import type { ReplayBook } from '#mock/replay/replay-book.ts';

/** The recorded answers of MOCK_REPLAY=DIR, checked at start; a broken directory stops the mock with the reason. */
export function replayFromEnv(): ReplayBook | undefined {
  const dir = process.env.MOCK_REPLAY;
  if (!dir) return undefined;
  try {
    return loadReplayBook(dir);
  } catch (cause) {
    if (!(cause instanceof FixtureDirectoryError)) throw cause;
    console.error(`MOCK_REPLAY: ${cause.message}`);
    process.exit(2);
  }
}
