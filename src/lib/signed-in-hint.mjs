// The signed-in hint: a cookie that JavaScript can read, set by the production server
// (scripts/server.mjs) while the visitor holds a session cookie (which JavaScript cannot read) and
// cleared with it. Public pages are the same cached HTML for everyone; the hint lets that page keep
// the header's signed-in shape from its first paint and ask for the visitor's own parts
// (/api/viewer). It says nothing about who: it is "1" or absent. Plain JavaScript, so that server
// imports it as it is.
export const SIGNED_IN_HINT = "localhub-signed-in";
/** The attribute the page's first script sets on <html> while the hint is present. */
export const SIGNED_IN_ATTRIBUTE = "data-signed-in";
/**
 * The page's first script: marks <html> while the hint is present, so the header keeps the
 * signed-in shape (CSS on SIGNED_IN_ATTRIBUTE) from the first paint.
 */
export const SIGNED_IN_HINT_SCRIPT = `document.cookie.split("; ").some(function(c){return c.indexOf("${SIGNED_IN_HINT}=")===0})&&document.documentElement.setAttribute("${SIGNED_IN_ATTRIBUTE}","")`;
