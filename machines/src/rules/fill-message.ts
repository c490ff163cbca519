/**
 * A message built around values, from its English template: each `{{name}}` takes `values[name]` as it is. The
 * template is also the message's key in the client's catalogues, which read a built text back into it.
 */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
