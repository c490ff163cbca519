/**
 * What a refusal says, in words: its JSON body's message (or error, or responseMessage), a JSON string, or a short
 * plain-text body; '' when it says nothing a person can read (empty, markup, a JSON object without words). Each
 * screen adds what it shows instead, as the spec words it for that call ('HTTP {status}', 'Failed to apply for job
 * (HTTP {status})', …).
 */
export function refusalText(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'string') return parsed.trim();
    if (typeof parsed !== 'object' || parsed === null) return '';
    const { message, error, responseMessage } = parsed as Record<string, unknown>;
    const words = [message, error, responseMessage].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    return words?.trim() ?? '';
  } catch {
    const text = body.trim();
    return text.startsWith('<') ? '' : text.slice(0, 200);
  }
}
