import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { controlClient, type ControlClient, type Scope } from '../api/control-client.ts';
import { writeScopeToAddress } from './scope-address.ts';

interface ScopeValue {
  scope: Scope;
  client: ControlClient;
  choose(scope: Scope): void;
}

const ScopeContext = createContext<ScopeValue | null>(null);

/** The world every view shows and steers; choosing another keeps the choice in the address (a reload keeps it). */
export function ScopeProvider({ initial, children }: { initial: Scope; children: ReactNode }) {
  const [scope, setScope] = useState<Scope>(initial);
  const value = useMemo<ScopeValue>(
    () => ({
      scope,
      client: controlClient(scope),
      choose(next) {
        setScope(next);
        writeScopeToAddress(next);
      },
    }),
    [scope],
  );
  return <ScopeContext.Provider value={value}>{children}</ScopeContext.Provider>;
}

export function useScope(): ScopeValue {
  const value = useContext(ScopeContext);
  if (!value) throw new Error('useScope is used outside ScopeProvider');
  return value;
}
