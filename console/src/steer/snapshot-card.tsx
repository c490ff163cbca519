import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '#web/ui/button.tsx';
import { useScopedMutation } from '../api/use-scoped-mutation.ts';
import { useScope } from '../app/scope.tsx';
import { Notice } from '../ui/notice.tsx';
import { restoreSnapshot, takeSnapshot } from './steer-api.ts';

/** Saves a text as a file the browser downloads. */
function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

const fileName = (scope: string | null) =>
  `mock-snapshot-${scope ?? 'default'}-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`;

/** The whole state as a file (to attach to a report, or start from with MOCK_SNAPSHOT), and a file restored. */
export function SnapshotCard() {
  const id = useId();
  const { scope, client } = useScope();
  const [problem, setProblem] = useState('');
  const [taking, setTaking] = useState(false);
  const restore = useScopedMutation(restoreSnapshot);
  const save = async () => {
    setTaking(true);
    setProblem('');
    try {
      download(JSON.stringify(await takeSnapshot(client), null, 2), fileName(scope));
    } catch (cause) {
      setProblem((cause as Error).message);
    } finally {
      setTaking(false);
    }
  };
  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem('');
    let body: unknown;
    try {
      body = JSON.parse(await file.text()) as unknown;
    } catch {
      setProblem(`${file.name} is not JSON: choose a file the snapshot download gave.`);
      return;
    }
    restore.mutate(body);
  };
  return (
    <section className="card stack" aria-labelledby="snapshot-title">
      <h2 id="snapshot-title">Snapshot</h2>
      <p className="muted">Everything in this world as one file: data, time, codes, faults, drift, uploads.</p>
      <div className="button-row">
        <Button variant="secondary" size="sm" busy={taking} onClick={() => void save()}>
          Download snapshot
        </Button>
        <label htmlFor={`${id}-file`} className="btn btn--secondary btn--sm file-button">
          Restore from a file…
        </label>
        <input
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          accept="application/json,.json"
          onChange={(event) => void load(event)}
        />
      </div>
      {restore.data ? (
        <Notice>
          Restored: scenario {restore.data.scenario}, {restore.data.jobs} jobs, mock time {restore.data.now}.
        </Notice>
      ) : null}
      {problem || restore.error ? <Notice tone="error">{problem || restore.error?.message}</Notice> : null}
    </section>
  );
}
