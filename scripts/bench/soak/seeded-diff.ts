import type { Snapshot, TableRow } from '#mock/control/snapshot/snapshot.ts';

/** What the end-of-soak comparison looked at and what differed. */
export interface SeededComparison {
  /** Seeded candidates compared (every candidate of the start snapshot but the excluded). */
  candidates: number;
  /** Rows of the start snapshot compared byte for byte (their JSON), in every table. */
  rows: number;
  /** Stored files of the start snapshot compared byte for byte (name, type and content). */
  files: number;
  /** One line per difference: a seeded row or file changed or gone, or a row or file added to a seeded candidate. */
  differences: string[];
}

const keyOf = (row: TableRow): string => String(row.id ?? row.code);

/** The candidate a row belongs to, if any: by its candidate column, or by its application's. */
function ownerFinder(snapshot: Snapshot): (table: string, row: TableRow) => number | undefined {
  const applicationOwner = new Map(snapshot.tables.application.map((a) => [a.id as number, a.candidateId as number]));
  return (table, row) => {
    if (table === 'candidate') return row.id as number;
    if (table === 'referral') return row.referrerCandidateId as number;
    if (typeof row.candidateId === 'number') return row.candidateId;
    if (typeof row.applicationId === 'number') return applicationOwner.get(row.applicationId);
    return undefined;
  };
}

/** Files live under candidates/documents/{candidateId}/. */
const fileOwner = (key: string): number | undefined => {
  const id = /^candidates\/documents\/(\d+)\//.exec(key)?.[1];
  return id === undefined ? undefined : Number(id);
};

/**
 * Every row and file the start snapshot holds, except those of the excluded candidates, must be in the end snapshot
 * unchanged, and no row or file may have been added to a seeded candidate who is not excluded. Rows are compared
 * as JSON (the snapshot's own bytes); files by name, type and base64 content.
 */
export function compareSeeded(start: Snapshot, end: Snapshot, excluded: ReadonlySet<number>): SeededComparison {
  const seeded = new Set(start.tables.candidate.map((c) => c.id as number).filter((id) => !excluded.has(id)));
  const startOwner = ownerFinder(start);
  const endOwner = ownerFinder(end);
  const differences: string[] = [];
  let rows = 0;
  for (const [table, startRows] of Object.entries(start.tables)) {
    const endRows = new Map((end.tables[table as keyof Snapshot['tables']] ?? []).map((row) => [keyOf(row), row]));
    const startKeys = new Set<string>();
    for (const row of startRows) {
      startKeys.add(keyOf(row));
      const owner = startOwner(table, row);
      if (owner !== undefined && excluded.has(owner)) continue;
      rows += 1;
      const after = endRows.get(keyOf(row));
      if (!after) differences.push(`${table} ${keyOf(row)} (candidate ${owner ?? 'none'}): gone`);
      else if (JSON.stringify(after) !== JSON.stringify(row))
        differences.push(`${table} ${keyOf(row)} (candidate ${owner ?? 'none'}): changed`);
    }
    for (const [key, row] of endRows) {
      const owner = endOwner(table, row);
      if (!startKeys.has(key) && owner !== undefined && seeded.has(owner))
        differences.push(`${table} ${key} (candidate ${owner}): added`);
    }
  }
  const endFiles = new Map(end.files.map((file) => [file.key, file]));
  const startFileKeys = new Set(start.files.map((file) => file.key));
  let files = 0;
  for (const file of start.files) {
    const owner = fileOwner(file.key);
    if (owner !== undefined && excluded.has(owner)) continue;
    files += 1;
    const after = endFiles.get(file.key);
    if (!after) differences.push(`file ${file.key}: gone`);
    else if (JSON.stringify(after) !== JSON.stringify(file)) differences.push(`file ${file.key}: changed`);
  }
  for (const file of end.files) {
    const owner = fileOwner(file.key);
    if (!startFileKeys.has(file.key) && owner !== undefined && seeded.has(owner))
      differences.push(`file ${file.key}: added`);
  }
  return { candidates: seeded.size, rows, files, differences };
}

/** Mobile numbers any table of the snapshot holds (candidates, referrals, interviews): the soak's must not be among them. */
export function numbersIn(snapshot: Snapshot): Set<string> {
  const numbers = new Set<string>();
  for (const c of snapshot.tables.candidate) numbers.add(String(c.mobile));
  for (const r of snapshot.tables.referral) numbers.add(String(r.mobile));
  for (const i of snapshot.tables.interview) numbers.add(String(i.candidateMobile));
  return numbers;
}
