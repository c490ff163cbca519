import type { CallSummary } from './call-store.ts';

/** How the mock checks its own answers (MOCK_VALIDATE_RESPONSES): the console checks every answer it lists anyway. */
export type Checking = 'off' | 'warn' | 'throw';

export interface Hello {
  checking: Checking;
  replica: string;
  instance: string;
  /** The stream was opened again after a drop (the calls since the last one seen follow). */
  resumed: boolean;
}

export interface CallsBatch {
  calls: CallSummary[];
  dropped: number;
}

export interface ControlChange {
  session: string | null;
  method: string;
  path: string;
}

/** The data of one event, as the mock writes it (one line of JSON). */
export const eventData = <T>(event: Event): T => JSON.parse((event as MessageEvent<string>).data) as T;

/** Whether a control change is one of the sessions themselves (made, ended), not of a world. */
export const isSessionsChange = (change: ControlChange): boolean => change.path.startsWith('/__mock/sessions');
