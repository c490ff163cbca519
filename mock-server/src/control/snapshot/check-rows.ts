import { createDb } from '../../store/db.ts';
import { TABLE_NAMES, tableOf, type TableName, type TableRow } from './snapshot.ts';

/** Each table's primary key (a Record, so a new table cannot be left out). */
const PRIMARY_KEY: Record<TableName, { column: 'id' | 'code'; sample: number | string }> = {
  skill: { column: 'id', sample: 1 },
  candidate: { column: 'id', sample: 1 },
  application: { column: 'id', sample: 1 },
  timelineEvent: { column: 'id', sample: 1 },
  referral: { column: 'id', sample: 1 },
  deposit: { column: 'id', sample: 1 },
  claim: { column: 'id', sample: 1 },
  notification: { column: 'id', sample: 1 },
  interview: { column: 'id', sample: 1 },
  shortLink: { column: 'code', sample: 'x' },
};

/**
 * The columns db.ts declares `nullable(Number)`: the store's default row shows them as 0, not null, so they are
 * named here (keep in step with db.ts; the snapshot round-trip test fails when a seeded null is refused).
 */
const NULLABLE_NUMBERS = new Set([
  'candidate.pincode',
  'candidate.expectedSalary',
  'candidate.currentLatitude',
  'candidate.currentLongitude',
]);

type ColumnKind = 'string' | 'number' | 'boolean' | 'number-or-null' | 'number-list';

/** Each table's columns and their kinds, read from the default row the store makes when given nothing. */
const COLUMNS: Record<TableName, Map<string, ColumnKind>> = (() => {
  const db = createDb();
  const kindOf = (value: unknown, column: string): ColumnKind => {
    if (value === null || NULLABLE_NUMBERS.has(column)) return 'number-or-null';
    if (Array.isArray(value)) return 'number-list';
    return typeof value as 'string' | 'number' | 'boolean';
  };
  return Object.fromEntries(
    TABLE_NAMES.map((name) => {
      const key = PRIMARY_KEY[name];
      const template = tableOf(db, name).create({ [key.column]: key.sample });
      return [
        name,
        new Map(Object.entries(template).map(([column, value]) => [column, kindOf(value, `${name}.${column}`)])),
      ];
    }),
  ) as Record<TableName, Map<string, ColumnKind>>;
})();

const MAX_TEXT = 100_000;

function fits(kind: ColumnKind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string' && value.length <= MAX_TEXT;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'number-or-null':
      return value === null || (typeof value === 'number' && Number.isFinite(value));
    case 'number-list':
      return (
        Array.isArray(value) && value.length <= 1000 && value.every((n) => typeof n === 'number' && Number.isFinite(n))
      );
  }
}

const KIND_TEXT: Record<ColumnKind, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  'number-or-null': 'a number or null',
  'number-list': 'an array of numbers',
};

/** The first problem with a table's rows (each must have exactly the table's columns, each of its kind), or undefined. */
export function checkRows(table: TableName, rows: unknown[]): string | undefined {
  const columns = COLUMNS[table];
  for (const [i, row] of rows.entries()) {
    const at = `tables.${table}[${i}]`;
    if (typeof row !== 'object' || row === null || Array.isArray(row)) return `${at} must be an object`;
    const extra = Object.keys(row).find((column) => !columns.has(column));
    if (extra !== undefined) return `${at}.${extra.slice(0, 100)} is not a column of ${table}`;
    for (const [column, kind] of columns) {
      if (!fits(kind, (row as TableRow)[column])) return `${at}.${column} must be ${KIND_TEXT[kind]}`;
    }
  }
  return undefined;
}
