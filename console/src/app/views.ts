/** The console's views, in the order of its tabs; the address's #fragment names the one shown. */
export const VIEWS = [
  { id: 'calls', label: 'Calls' },
  { id: 'steer', label: 'Steer' },
  { id: 'codes', label: 'Codes' },
  { id: 'operations', label: 'Operations' },
  { id: 'sessions', label: 'Sessions' },
] as const;

export type ViewId = (typeof VIEWS)[number]['id'];

export function viewFromHash(hash: string): ViewId {
  const id = hash.replace(/^#/, '');
  return VIEWS.find((view) => view.id === id)?.id ?? 'calls';
}
