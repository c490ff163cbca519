import { groupLine, groupViolations, type MockSetup } from '../report/violation-groups.ts';
import type { ProxyTally } from './validating-proxy.ts';

/** What the proxy prints when it stops: the calls it forwarded, and the violations by operation with counts. */
export function proxySummary(tally: ProxyTally, setup?: MockSetup): string {
  const groups = groupViolations(tally.violations);
  const byOperation = new Map<string, number>();
  for (const v of tally.violations) byOperation.set(v.operationId, (byOperation.get(v.operationId) ?? 0) + 1);
  const lines = [
    `Validating proxy: ${tally.calls} call${tally.calls === 1 ? '' : 's'} forwarded, ${tally.violations.length} violation${tally.violations.length === 1 ? '' : 's'}`,
  ];
  if (byOperation.size > 0)
    lines.push(
      `  by operation: ${[...byOperation]
        .sort((a, b) => b[1] - a[1])
        .map(([operationId, count]) => `${operationId} ${count}`)
        .join(', ')}`,
    );
  for (const group of groups) lines.push(`  ${groupLine(group, setup)}`);
  return lines.join('\n');
}
