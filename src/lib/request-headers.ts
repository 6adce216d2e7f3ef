/** Set by src/proxy.ts: the path (and query) the visitor asked for. */
export const PATHNAME_HEADER = "x-localhub-pathname";
