import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { exampleRequests } from '#conformance/examples/request-examples.ts';
import { Button } from '#web/ui/button.tsx';
import { useScope } from '../app/scope.tsx';
import { JsonView } from '../ui/json-view.tsx';
import { Notice } from '../ui/notice.tsx';
import { StatusCode } from '../ui/status-code.tsx';
import { contractQueryOptions, operationOf, type Json } from './contract-document.ts';
import type { OperationCoverage } from './coverage-api.ts';
import { sendExample, type ExampleAnswer } from './send-example.ts';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Json;
}

function Parameters({ parameters }: { parameters: Parameter[] }) {
  if (parameters.length === 0) return <p className="muted">No parameters.</p>;
  return (
    <div className="grid-frame">
      <table className="data-table">
        <caption className="visually-hidden">Parameters</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">In</th>
            <th scope="col">Schema</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => (
            <tr key={`${parameter.in}:${parameter.name}`}>
              <th scope="row">
                {parameter.name}
                {parameter.required ? ' (required)' : ''}
              </th>
              <td>{parameter.in}</td>
              <td>
                <code>{JSON.stringify(parameter.schema ?? {})}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The operation's contract, read in place, and its example sent to the mock (the answer shown here). */
export default function OperationContract({ operation }: { operation: OperationCoverage }) {
  const { scope } = useScope();
  const { data: document, error } = useQuery(contractQueryOptions());
  const [answer, setAnswer] = useState<ExampleAnswer | string | undefined>();
  const [sending, setSending] = useState(false);
  const spec = useMemo(
    () => (document ? operationOf(document, operation.path, operation.method.toLowerCase()) : undefined),
    [document, operation.path, operation.method],
  );
  const example = useMemo(
    () => (document ? exampleRequests(document).find((r) => r.operationId === operation.operationId) : undefined),
    [document, operation.operationId],
  );
  if (error) return <Notice tone="error">The contract could not be loaded: {error.message}</Notice>;
  if (!spec) return <p aria-busy="true">Loading the contract…</p>;
  const send = async () => {
    if (!example) return;
    setSending(true);
    try {
      setAnswer(await sendExample(example, scope));
    } catch (cause) {
      setAnswer(`The example could not be sent: ${(cause as Error).message}`);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="stack-sm operation-contract">
      {typeof spec.description === 'string' ? <p className="prose">{spec.description}</p> : null}
      <h4>Parameters</h4>
      <Parameters parameters={(spec.parameters as Parameter[] | undefined) ?? []} />
      {spec.requestBody ? (
        <>
          <h4>Request body</h4>
          <JsonView value={spec.requestBody} label={`${operation.operationId} request body`} />
        </>
      ) : null}
      <h4>Answers</h4>
      <JsonView value={spec.responses} label={`${operation.operationId} answers`} />
      <div className="button-row">
        <Button variant="secondary" size="sm" disabled={!example} busy={sending} onClick={() => void send()}>
          Send this example
        </Button>
        {example ? null : <span className="muted">The contract gives no example to send.</span>}
      </div>
      {typeof answer === 'string' ? <Notice tone="error">{answer}</Notice> : null}
      {answer && typeof answer !== 'string' ? (
        <div className="stack-sm" role="status">
          <p>
            The mock answered <StatusCode status={answer.status} />
          </p>
          <JsonView value={answer.body} label={`${operation.operationId} example answer`} />
        </div>
      ) : null}
    </div>
  );
}
