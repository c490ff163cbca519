import { useQuery } from '@tanstack/react-query';
import { useScope } from '../app/scope.tsx';
import { CopyButton } from '../ui/copy-button.tsx';
import { codesQueryOptions, type IssuedCode } from './codes-api.ts';
import { IdentitiesCard } from './identities-card.tsx';

const STATE_TEXT: Record<IssuedCode['state'], string> = {
  waiting: 'Not used yet',
  used: 'Used',
  replaced: 'Replaced by a newer code',
  expired: 'Expired',
  locked: 'Locked (too many wrong codes)',
};
const time = (iso: string) => new Date(iso).toLocaleTimeString('en-IN', { hour12: false });

/** The codes this world sent lately, each beside its number or address, with when and whether it was used. */
function CodesCard() {
  const { scope, client } = useScope();
  const { data } = useQuery(codesQueryOptions(scope, client));
  const codes = data?.codes ?? [];
  return (
    <section className="card stack" aria-labelledby="codes-title">
      <h2 id="codes-title">Codes sent</h2>
      <p className="muted">
        Mode: {data?.mode ?? '…'}. The last 200 codes, newest first; a sign-in elsewhere shows here at once.
      </p>
      {codes.length === 0 ? (
        <p>No code sent yet in this world.</p>
      ) : (
        <div className="grid-frame">
          <table className="data-table data-table--cards">
            <caption className="visually-hidden">Codes sent, newest first</caption>
            <thead>
              <tr>
                <th scope="col">To</th>
                <th scope="col">Code</th>
                <th scope="col">Sent (mock time)</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {codes.map((code) => (
                <tr key={`${code.to}-${code.issuedAt}-${code.code}`} className={`code code--${code.state}`}>
                  <th scope="row">
                    <span className="muted">{code.kind === 'mobile' ? 'Mobile' : 'E-mail'}</span> {code.to}
                  </th>
                  <td data-label="Code">
                    <code className="code__value">{code.code}</code>{' '}
                    <CopyButton text={code.code} what={`code for ${code.to}`} />
                  </td>
                  <td data-label="Sent (mock time)">
                    <time dateTime={code.issuedAt}>{time(code.issuedAt)}</time>
                  </td>
                  <td data-label="State">
                    {code.usedAt ? `${STATE_TEXT[code.state]} at ${time(code.usedAt)}` : STATE_TEXT[code.state]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function CodesView() {
  return (
    <div className="cards">
      <IdentitiesCard />
      <CodesCard />
    </div>
  );
}
