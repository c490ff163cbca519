import { useQuery } from '@tanstack/react-query';
import { useScope } from '../app/scope.tsx';
import { CopyButton } from '../ui/copy-button.tsx';
import { demoQueryOptions } from './codes-api.ts';

/** One identity: what it is, its value, and a copy button. */
function Identity({ label, value }: { label: string; value: string }) {
  return (
    <div className="identity">
      <dt>{label}</dt>
      <dd>
        <code>{value}</code> <CopyButton text={value} what={label.toLowerCase()} />
      </dd>
    </div>
  );
}

/** The demo identities to sign in with, the demo code while codes are fixed, and the short links. */
export function IdentitiesCard() {
  const { scope, client } = useScope();
  const { data } = useQuery(demoQueryOptions(scope, client));
  if (!data) return <section className="card" aria-busy="true" aria-label="Identities" />;
  return (
    <section className="card stack" aria-labelledby="identities-title">
      <h2 id="identities-title">Identities</h2>
      <dl className="identities">
        <Identity label="Demo candidate mobile" value={data.candidateMobile} />
        <Identity label="KYC-complete mobile" value={data.kycCompleteMobile} />
        <Identity label="Demo client e-mail" value={data.clientEmail} />
        {data.otp ? <Identity label="Demo code (fixed mode)" value={data.otp} /> : null}
        {Object.entries(data.links ?? {}).map(([opens, code]) => (
          <Identity key={opens} label={`Short link: ${opens}`} value={code} />
        ))}
      </dl>
      {data.otp ? null : (
        <p className="muted">Codes are random in this world: each one sent is listed below as it goes out.</p>
      )}
    </section>
  );
}
