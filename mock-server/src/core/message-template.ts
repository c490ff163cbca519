/**
 * A text built around values from its English template ('Status changed to {{status}}'). The client's messages
 * catalogue is keyed by these templates and reads a built text back into one, so the mock fills them the way the
 * machines' `fillMessage` does (the mock may not import the machines): each `{{name}}` takes its value as it is.
 */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
