// The product's link rule: a value that already starts with http://, https://, tel: or mailto: is
// kept as it is; anything else gets https:// in front; an empty value stays empty.
const KEPT_PREFIXES = /^(https?:\/\/|tel:|mailto:)/i;

export function normalizeLink(value: string): string {
  const trimmed = value.trim();
  if (trimmed === "") return trimmed;
  return KEPT_PREFIXES.test(trimmed) ? trimmed : `https://${trimmed}`;
}

// "scheme:" not followed by a port number, e.g. javascript:, data:, ftp:, tel:.
const OTHER_SCHEME = /^(?!https?:)[a-z][a-z0-9+.-]*:(?!\d)/i;

/** Normalises a web address and accepts it only when the result is a valid http(s) URL. */
export function normalizeWebUrl(value: string): string | null {
  if (OTHER_SCHEME.test(value.trim())) return null;
  const link = normalizeLink(value);
  if (link === "") return link;
  try {
    const url = new URL(link);
    return url.protocol === "http:" || url.protocol === "https:" ? link : null;
  } catch {
    return null;
  }
}
