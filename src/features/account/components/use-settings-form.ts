// Reading a submitted /account form.

/** Reads named text fields from a submitted form. */
export function formValues<K extends string>(
  event: React.FormEvent<HTMLFormElement>,
  names: readonly K[],
): Record<K, string> {
  const form = new FormData(event.currentTarget);
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")])) as Record<K, string>;
}
