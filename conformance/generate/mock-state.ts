/**
 * Against the mock: its whole state (GET /__mock/snapshot), and a function that puts it back (PUT), so that the
 * run's calls for the seeded KYC-complete candidate (the money calls) leave nothing behind.
 */
export async function keepMockState(baseUrl: string): Promise<() => Promise<void>> {
  const base = baseUrl.replace(/\/$/, '');
  const response = await fetch(`${base}/__mock/snapshot`);
  if (!response.ok) throw new Error(`GET /__mock/snapshot answered ${response.status}`);
  const snapshot = await response.text();
  return async () => {
    const restored = await fetch(`${base}/__mock/snapshot`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: snapshot,
    });
    if (!restored.ok) throw new Error(`PUT /__mock/snapshot answered ${restored.status}`);
  };
}
