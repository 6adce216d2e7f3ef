// The security headers every answer carries. Pure, so the policy can be read and tested in one place:
// src/proxy.ts sets the per-request ones (the CSP with its nonce, HSTS), next.config.ts the fixed ones.

/**
 * The one kind of page other sites may frame: an organisation's member directory for an iframe
 * (/organization/{slug}/embed). Everything else refuses framing (X-Frame-Options and frame-ancestors).
 */
export const isFrameablePath = (pathname: string) => /^\/organization\/[^/]+\/embed\/?$/.test(pathname);

/** next.config's `source` for every path but the frameable ones (the same pattern as isFrameablePath). */
export const NOT_FRAMEABLE_SOURCE = "/:path((?!organization/[^/]+/embed/?$).*)";

/** Refuses framing: on every answer but the frameable pages (see NOT_FRAMEABLE_SOURCE). */
export const FRAME_DENY_HEADER = { key: "X-Frame-Options", value: "DENY" } as const;

/** Headers that never vary: no MIME sniffing, a short referrer, location only for this site. */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "geolocation=(self), camera=(), microphone=(), payment=(), usb=()" },
];

export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/**
 * A strict policy for scripts: only those carrying this request's nonce (and what they load,
 * through 'strict-dynamic'). Styles may be inline: the toast library and the UI kit insert <style>
 * elements at run time without a nonce, and bar widths are style attributes; injected CSS cannot
 * run code. Images from this site, data/blob URLs and any https address (admins may point the logo
 * or hero image elsewhere), plus the map tile server's origin (MAP_TILE_URL, which may be plain http); no plugins, no framing, forms and <base> only to this site.
 */
export function pageContentSecurityPolicy(options: {
  nonce: string;
  development: boolean;
  https: boolean;
  mapTileUrl?: string;
  /** A frameable page (isFrameablePath): any site may frame it. */
  frameable?: boolean;
}): string {
  const tiles = options.mapTileUrl ? mapTileSource(options.mapTileUrl) : null;
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'${options.development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${tiles ? ` ${tiles}` : ""}`,
    "font-src 'self'",
    `connect-src 'self'${options.development ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    options.frameable ? "frame-ancestors *" : "frame-ancestors 'none'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The CSP source of a map tile URL template: its scheme, host and port, a "{s}" subdomain
 * placeholder becoming "*" ("https://{s}.tile.example.org/{z}/{x}/{y}.png" -> "https://*.tile.example.org").
 * Null when the template names no usable host.
 */
export function mapTileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#\s]+)/i.exec(template);
  if (!match) return null;
  const host = match[2]!.replace(/\{s\}/g, "*");
  return /^(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(host) ? `${match[1]!.toLowerCase()}://${host.toLowerCase()}` : null;
}

/** API answers are data, never documents: nothing may load from them and nobody may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Uploaded images (/media/...): opened on their own they load nothing and run nothing, even if a
 * browser took the bytes for a document (a sandbox with no allowances, an opaque origin).
 */
export const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/** The policy src/proxy.ts sets for a path: the API's, the media files', or null for a page (its nonce policy). */
export function fixedContentSecurityPolicy(pathname: string): string | null {
  if (pathname.startsWith("/api/")) return API_CONTENT_SECURITY_POLICY;
  if (pathname.startsWith("/media/")) return MEDIA_CONTENT_SECURITY_POLICY;
  return null;
}
