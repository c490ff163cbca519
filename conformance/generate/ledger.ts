import type { ContractOperation } from '#mock/contract/load-contract.ts';
import { CHECKS, type CheckName } from './checks.ts';
import type { GeneratedRequest } from './generated-request.ts';

export interface Finding {
  operationId: string;
  check: CheckName;
  message: string;
  /** The smallest failing request found, as sent. */
  request: GeneratedRequest;
  curl: string;
  /** The broken rule, for a negative request. */
  rule?: string;
}

/** passed: asked and held; failed: a finding; note: seen and reported, not a contract break (open ownership mode). */
export type CheckState = 'passed' | 'failed' | 'note' | 'not applicable' | 'not reached';

export interface CheckCell {
  state: CheckState;
  /** Requests that faced this check. */
  count: number;
  note?: string;
}

export interface OperationRow {
  operationId: string;
  tag: string;
  documented: string[];
  statuses: Map<number, number>;
  checks: Record<CheckName, CheckCell>;
  /** Requests generated but not sent: a write whose ids no earlier answer gave, or values the contract refuses. */
  skipped: number;
}

/** Everything a generated run saw: per operation, statuses and checks; every finding. */
export class Ledger {
  readonly rows = new Map<string, OperationRow>();
  readonly findings: Finding[] = [];
  calls = 0;

  private readonly enabled: ReadonlySet<CheckName>;

  constructor(operations: ContractOperation[], enabled: readonly CheckName[]) {
    this.enabled = new Set(enabled);
    for (const op of operations) {
      const checks = Object.fromEntries(
        CHECKS.map((c): [CheckName, CheckCell] => [
          c,
          this.enabled.has(c)
            ? { state: 'not reached', count: 0 }
            : { state: 'not applicable', count: 0, note: 'not asked (--checks)' },
        ]),
      ) as Record<CheckName, CheckCell>;
      this.rows.set(op.operationId, {
        operationId: op.operationId,
        tag: op.tag,
        documented: Object.keys(op.responses),
        statuses: new Map(),
        checks,
        skipped: 0,
      });
    }
  }

  private row(operationId: string): OperationRow {
    const row = this.rows.get(operationId);
    if (!row) throw new Error(`no operation ${operationId}`);
    return row;
  }

  sent(operationId: string, status: number): void {
    this.calls += 1;
    const statuses = this.row(operationId).statuses;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }

  skip(operationId: string): void {
    this.row(operationId).skipped += 1;
  }

  /** A request faced these checks; the ones not failed so far pass. */
  faced(operationId: string, checks: readonly CheckName[]): void {
    const row = this.row(operationId);
    for (const check of checks) {
      if (!this.enabled.has(check)) continue;
      const cell = row.checks[check];
      cell.count += 1;
      if (cell.state === 'not reached') cell.state = 'passed';
    }
  }

  /** Whether the run asks this check (--checks). */
  asks(check: CheckName): boolean {
    return this.enabled.has(check);
  }

  fail(finding: Finding): void {
    if (!this.enabled.has(finding.check)) return;
    const cell = this.row(finding.operationId).checks[finding.check];
    if (cell.state === 'failed') return;
    cell.state = 'failed';
    this.findings.push(finding);
  }

  note(operationId: string, check: CheckName, text: string): void {
    const cell = this.row(operationId).checks[check];
    if (cell.state === 'failed') return;
    cell.state = 'note';
    cell.note = text;
  }

  notApplicable(operationId: string, check: CheckName, why: string): void {
    const cell = this.row(operationId).checks[check];
    if (cell.count > 0) return;
    cell.state = 'not applicable';
    cell.note = why;
  }

  hasFailed(operationId: string, check: CheckName): boolean {
    return this.row(operationId).checks[check].state === 'failed';
  }
}
