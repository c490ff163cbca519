import type { AnyStateMachine, AnyStateNode } from 'xstate';

type AnyTransition = NonNullable<AnyStateNode['always']>[number];

const INDENT = '  ';

function nodeId(node: AnyStateNode): string {
  return node.path.join('_');
}

function eventLabel(eventType: string, machineId: string): string {
  if (eventType.startsWith('xstate.after.')) {
    const rest = eventType.slice('xstate.after.'.length);
    return `after ${rest.slice(0, rest.indexOf(`.${machineId}`))}`;
  }
  if (eventType.startsWith('xstate.done.actor.')) return `done ${eventType.slice('xstate.done.actor.'.length)}`;
  if (eventType.startsWith('xstate.error.actor.')) return `error ${eventType.slice('xstate.error.actor.'.length)}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

interface GuardLike {
  name?: string;
  type?: string;
  guards?: unknown[];
  stateValue?: unknown;
}

function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  const g = (guard ?? {}) as GuardLike;
  if (typeof guard === 'object') return g.type ?? 'guard';
  if (g.name === 'stateIn') return `in ${String(g.stateValue).replace(/^#[^.]*\./, '')}`;
  if (g.guards) return `${g.name} ${g.guards.map(guardLabel).join(', ')}`;
  return g.name || 'guard';
}

function transitionLabel(transition: AnyTransition, eventType: string, machineId: string): string {
  const base = eventType === '' ? 'always' : eventLabel(eventType, machineId);
  return transition.guard === undefined ? base : `${base} [${guardLabel(transition.guard)}]`;
}

function ownTransitions(node: AnyStateNode): Array<[string, AnyTransition]> {
  const list: Array<[string, AnyTransition]> = [];
  for (const [eventType, transitions] of node.transitions) {
    for (const transition of transitions) list.push([eventType, transition]);
  }
  for (const transition of node.always ?? []) list.push(['', transition]);
  return list.filter(([, transition]) => transition.target !== undefined && transition.target.length > 0);
}

/** An edge is written inside the block of the deepest state holding both ends, where Mermaid can resolve both ids. */
function ownerKey(source: AnyStateNode, target: AnyStateNode): string {
  const a = source.path.slice(0, -1);
  const b = target.path.slice(0, -1);
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared += 1;
  return a.slice(0, shared).join('.');
}

function collectEdges(node: AnyStateNode, machineId: string, edges: Map<string, string[]>): void {
  for (const [eventType, transition] of ownTransitions(node)) {
    for (const target of transition.target ?? []) {
      const line = `${nodeId(node)} --> ${nodeId(target)} : ${transitionLabel(transition, eventType, machineId)}`;
      const key = ownerKey(node, target);
      edges.set(key, [...(edges.get(key) ?? []), line]);
    }
  }
  for (const child of Object.values(node.states) as AnyStateNode[]) collectEdges(child, machineId, edges);
}

interface Render {
  edges: Map<string, string[]>;
  lines: string[];
}

function renderNode(node: AnyStateNode, depth: number, out: Render): void {
  const pad = INDENT.repeat(depth);
  const id = nodeId(node);
  if (id !== node.key) out.lines.push(`${pad}state "${node.key}" as ${id}`);
  if (Object.keys(node.states).length > 0) {
    out.lines.push(`${pad}state ${id} {`);
    renderChildren(node, depth + 1, out);
    out.lines.push(`${pad}}`);
  }
  if (node.type === 'final') out.lines.push(`${pad}${id} --> [*]`);
}

function renderChildren(node: AnyStateNode, depth: number, out: Render): void {
  const pad = INDENT.repeat(depth);
  if (node.type === 'compound') {
    for (const target of node.initial.target) out.lines.push(`${pad}[*] --> ${nodeId(target)}`);
  }
  (Object.values(node.states) as AnyStateNode[]).forEach((child, index) => {
    if (node.type === 'parallel' && index > 0) out.lines.push(`${pad}--`);
    renderNode(child, depth, out);
  });
  for (const line of out.edges.get(node.path.join('.')) ?? []) out.lines.push(`${pad}${line}`);
}

/** The machine's statechart as Mermaid `stateDiagram-v2` text, drawn from its definition. */
export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root;
  const edges = new Map<string, string[]>();
  for (const child of Object.values(root.states) as AnyStateNode[]) collectEdges(child, machine.id, edges);
  const out: Render = { edges, lines: ['stateDiagram-v2'] };
  renderChildren(root, 1, out);
  // Transitions on the machine itself apply in every state; Mermaid has no source for them, so they become notes.
  for (const [eventType, transition] of ownTransitions(root)) {
    for (const target of transition.target ?? []) {
      out.lines.push(
        `${INDENT}note right of ${nodeId(target)} : from any state on ${transitionLabel(transition, eventType, machine.id)}`,
      );
    }
  }
  return `${out.lines.join('\n')}\n`;
}
