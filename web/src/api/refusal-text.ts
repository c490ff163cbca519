/** A refusal's own words: the body's message or error, else the body's text, else 'HTTP {status}'. */
export function refusalText(body: string, status: number): string {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const text = [parsed.message, parsed.error].find((v): v is string => typeof v === 'string' && v !== '');
    if (text) return text;
  } catch {
    // not JSON: the text itself
  }
  return body.trim() || `HTTP ${status}`;
}
