/** Set by src/proxy.ts: the path (and query) the visitor asked for. */
export const PATHNAME_HEADER = "x-localhub-pathname";

/** Set by src/proxy.ts: this request's Content-Security-Policy nonce. */
export const NONCE_HEADER = "x-nonce";
