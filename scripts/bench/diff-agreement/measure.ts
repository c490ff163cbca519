import { readContract } from '#conformance/spec/read-contract.ts';
import { diffContracts } from '#conformance/diff/diff.ts';
import type { Pair } from './corpus.ts';

/** What the diff says of one pair, beside oasdiff's verdict. */
export interface Outcome {
  pair: Pair;
  /** The diff finds a change that breaks the client (client or both); undefined when a document was not read. */
  breaking?: boolean;
  /** The changes that break the client, as `kind (side)`. */
  found: string[];
  unread?: string;
}

export async function measure(pairs: readonly Pair[], today: string): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const pair of pairs) {
    try {
      const base = await readContract(pair.base, { root: '/' });
      const head = await readContract(pair.revision, { root: '/' });
      const changes = diffContracts(base.document, head.document, null, { today });
      const breaking = changes.filter((c) => c.breaks === 'client' || c.breaks === 'both');
      outcomes.push({ pair, breaking: breaking.length > 0, found: breaking.map((c) => `${c.kind} (${c.side})`) });
    } catch (error) {
      outcomes.push({ pair, found: [], unread: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}

export interface Figures {
  pairs: number;
  read: number;
  certain: number;
  agreeing: number;
  oasdiffBreaking: number;
  found: number;
}

export function figures(outcomes: readonly Outcome[]): Figures {
  const certain = outcomes.filter((o) => o.pair.verdict && o.breaking !== undefined);
  const breaking = certain.filter((o) => o.pair.verdict === 'breaking');
  return {
    pairs: outcomes.length,
    read: outcomes.filter((o) => o.unread === undefined).length,
    certain: certain.length,
    agreeing: certain.filter((o) => o.breaking === (o.pair.verdict === 'breaking')).length,
    oasdiffBreaking: breaking.length,
    found: breaking.filter((o) => o.breaking).length,
  };
}
