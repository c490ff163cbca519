// What every effect actor shares and the contract does not describe: these are shapes the caller builds.
import type { Message } from './messages/message.ts';

/** What an actor rejects with; `kind: 'network'` selects the "network" texts, `message` is the reason to show. */
export interface ActorFailure {
  kind?: 'network' | 'server';
  status?: number;
  message?: Message;
}

/**
 * The outcome a write actor resolves with: the answer's success and text, or a refusal the caller turned
 * into `success: false` (some calls, like a file download, have no JSON answer to pass on).
 */
export interface ServiceResult {
  success: boolean;
  message?: string;
  error?: string;
}

/** Only what the rules read of a browser File; the caller keeps the File itself. */
export interface FileInfo {
  name: string;
  size: number;
  type: string;
}
