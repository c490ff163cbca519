import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/ui/button.tsx';
import { useScopedMutation } from '../api/use-scoped-mutation.ts';
import { Notice } from '../ui/notice.tsx';
import { OperationSelect } from './operation-select.tsx';
import { addFault, type Fault } from './steer-api.ts';

const NUMBERS = [
  { name: 'delayMs', label: 'Delay (ms)', step: '1' },
  { name: 'jitterMs', label: 'Jitter (ms)', step: '1' },
  { name: 'times', label: 'Times (empty: every call)', step: '1' },
  { name: 'probability', label: 'Probability (0–1)', step: '0.05' },
] as const;

type Numbers = Record<(typeof NUMBERS)[number]['name'], string>;

/** The fault as the form states it, or what is wrong with the body the user typed. */
function faultOf(operationId: string, status: string, numbers: Numbers, body: string): Fault | string {
  const fault: Fault = { operationId, status: Number(status) };
  for (const { name } of NUMBERS) if (numbers[name] !== '') fault[name] = Number(numbers[name]);
  if (body.trim() === '') return fault;
  try {
    return { ...fault, body: JSON.parse(body) as unknown };
  } catch (cause) {
    return `The body is not JSON: ${(cause as Error).message}`;
  }
}

/** Adds a fault to an operation (or every one): its status, body, delay and jitter, how many calls, how likely. */
export function FaultForm() {
  const id = useId();
  const [operationId, setOperationId] = useState('');
  const [status, setStatus] = useState('503');
  const [numbers, setNumbers] = useState<Numbers>({ delayMs: '', jitterMs: '', times: '', probability: '' });
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState('');
  const add = useScopedMutation(addFault);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fault = faultOf(operationId, status, numbers, body);
    setProblem(typeof fault === 'string' ? fault : '');
    if (typeof fault !== 'string') add.mutate(fault);
  };
  return (
    <form className="form-grid" onSubmit={submit} aria-label="Add a fault">
      <div className="form-field">
        <label htmlFor={`${id}-operation`}>Operation</label>
        <OperationSelect id={`${id}-operation`} value={operationId} onChange={setOperationId} withEvery />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-status`}>Status (0: delay only)</label>
        <input
          id={`${id}-status`}
          className="input"
          type="number"
          min="0"
          max="599"
          required
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        />
      </div>
      {NUMBERS.map(({ name, label, step }) => (
        <div key={name} className="form-field">
          <label htmlFor={`${id}-${name}`}>{label}</label>
          <input
            id={`${id}-${name}`}
            className="input"
            type="number"
            min="0"
            step={step}
            value={numbers[name]}
            onChange={(event) => setNumbers({ ...numbers, [name]: event.target.value })}
          />
        </div>
      ))}
      <div className="form-field form-field--wide">
        <label htmlFor={`${id}-body`}>Body (JSON; empty: an error body)</label>
        <textarea
          id={`${id}-body`}
          className="input textarea"
          rows={3}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </div>
      <div className="form-field--wide">
        <Button type="submit" busy={add.isPending}>
          Add fault
        </Button>
      </div>
      {problem || add.error ? <Notice tone="error">{problem || add.error?.message}</Notice> : null}
    </form>
  );
}
