import { useQuery } from '@tanstack/react-query';
import type { components } from '#contract/mock-control.d.ts';
import { ConsoleDialog } from '../ui/console-dialog.tsx';
import { CopyButton } from '../ui/copy-button.tsx';
import { JsonView } from '../ui/json-view.tsx';
import { NameValues } from '../ui/name-values.tsx';
import { Notice } from '../ui/notice.tsx';
import { StatusCode } from '../ui/status-code.tsx';
import { callQueryOptions } from './calls-api.ts';
import { curlOf } from './curl.ts';
import { VerdictText } from './verdict-text.tsx';

type CallDetails = components['schemas']['CallDetails'];

const pairs = (record: Record<string, unknown>): Array<[string, string]> =>
  Object.entries(record).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]);

function Verdict({ call }: { call: CallDetails }) {
  return (
    <section className="stack-sm" aria-labelledby="call-verdict">
      <h3 id="call-verdict">What the contract says</h3>
      <VerdictText call={call} />
      {call.verdict.violations.length > 0 ? (
        <ul className="violations">
          {call.verdict.violations.map((violation) => (
            <li key={`${violation.pointer}:${violation.expected}`}>
              <code>{violation.pointer || '(the whole body)'}</code>: expected {violation.expected}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Request({ call }: { call: CallDetails }) {
  const { request } = call;
  return (
    <section className="stack-sm" aria-labelledby="call-request">
      <h3 id="call-request">Request</h3>
      <NameValues caption="Path parameters" entries={pairs(request.pathParams)} empty="No path parameters." />
      <NameValues caption="Query" entries={pairs(request.query)} empty="No query parameters." />
      <h4>Headers (secrets masked)</h4>
      <NameValues caption="Request headers" entries={pairs(request.headers)} empty="No headers." />
      {request.body === undefined ? (
        <p className="muted">No body.</p>
      ) : (
        <JsonView value={request.body} label="Request body" />
      )}
      {request.files.map((file) => (
        <p key={file.field}>
          File <code>{file.field}</code>: {file.filename} ({file.mimetype}, {file.size} bytes; its bytes are not kept)
        </p>
      ))}
    </section>
  );
}

function Answer({ call }: { call: CallDetails }) {
  const { answer } = call;
  return (
    <section className="stack-sm" aria-labelledby="call-answer">
      <h3 id="call-answer">
        Answer <StatusCode status={answer.status} />
      </h3>
      <NameValues
        caption="Answer headers"
        entries={pairs({ ...(answer.contentType ? { 'content-type': answer.contentType } : {}), ...answer.headers })}
        empty="No headers of its own."
      />
      {answer.fileBytes !== undefined ? <p>A file of {answer.fileBytes} bytes (not kept).</p> : null}
      {answer.text !== undefined ? (
        <>
          <p className="muted">
            The first {answer.text.length} of {answer.length} characters:
          </p>
          <JsonView value={answer.text} label="Answer body, its start" />
        </>
      ) : null}
      {answer.body !== undefined ? <JsonView value={answer.body} label="Answer body" /> : null}
    </section>
  );
}

/** A chosen call in full: the verdict, the request, the answer, and the curl that sends it again. */
export function CallDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data: call, error } = useQuery(callQueryOptions(id));
  const curl = call ? curlOf(call.reproduce, window.location.origin) : '';
  return (
    <ConsoleDialog wide onClose={onClose} title={call ? `${call.method} ${call.path}` : `Call ${id}`}>
      {error ? <Notice tone="error">{error.message}</Notice> : null}
      {call ? (
        <div className="stack">
          <p>
            {call.operationId} · {call.session === null ? 'default world' : `session ${call.session}`} ·{' '}
            {new Date(call.time).toLocaleString('en-IN')} · mock time {call.mockTime} · took {call.durationMs} ms
          </p>
          <Verdict call={call} />
          <Request call={call} />
          <Answer call={call} />
          <section className="stack-sm" aria-labelledby="call-curl">
            <h3 id="call-curl">Send it again</h3>
            <p className="muted">
              The command carries the call&apos;s own token and code (masked above) and its session; a token expires.
            </p>
            <JsonView value={curl} label="curl command" />
            <CopyButton text={curl} what="curl command" label="Copy as curl" />
          </section>
        </div>
      ) : null}
    </ConsoleDialog>
  );
}
