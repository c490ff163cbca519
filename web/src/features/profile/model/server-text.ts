/** The message (or error) of a JSON answer body, else the body itself when it is short text, else ''. */
export function serverText(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) {
      const { message, error } = parsed as Record<string, unknown>;
      const found = [message, error].find((v): v is string => typeof v === 'string' && v.trim() !== '');
      return found?.trim() ?? '';
    }
    return typeof parsed === 'string' ? parsed : '';
  } catch {
    return body.trim().slice(0, 200);
  }
}
