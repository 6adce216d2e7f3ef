// The signed-in hint: a cookie that JavaScript can read, set by the production server
// (scripts/server.mjs) while the visitor holds a session cookie (which JavaScript cannot read) and
// cleared with it. Public pages are the same cached HTML for everyone; the hint lets that page keep
// the header's signed-in shape from its first paint and ask for the visitor's own parts
// (/api/viewer). The server sets it to "1"; once the page knows the visitor, it writes their name
// into it (viewer.tsx), so the next page's header holds the user menu's exact place, name and all.
// Plain JavaScript, so that server imports it as it is.
export const SIGNED_IN_HINT = "localhub-signed-in";
/** The attribute the page's first script sets on <html> while the hint is present. */
export const SIGNED_IN_ATTRIBUTE = "data-signed-in";
/** CSS strings the page's first script sets on <html> for the header's placeholder: the name and its initial. */
const SIGNED_IN_NAME_PROPERTY = "--signed-in-name";
const SIGNED_IN_INITIAL_PROPERTY = "--signed-in-initial";
/** The placeholder's name while the hint holds none: about as wide as a short name. */
const UNNAMED = "\u00a0".repeat(12);

/** The hint's value for a visitor called `name`. */
export const namedHint = (name) => encodeURIComponent(name.trim()) || "1";

/** The Set-Cookie (or document.cookie) text that sets the hint to `value`, or clears it when empty. */
export const hintCookie = (value) =>
  `${SIGNED_IN_HINT}=${value}; Path=/; Max-Age=${value ? 2_592_000 : 0}; SameSite=Lax`;

/**
 * The page's first script: while the hint is present, marks <html> (CSS on SIGNED_IN_ATTRIBUTE keeps
 * the header's signed-in shape from the first paint) and hands the name it holds to CSS.
 */
export const SIGNED_IN_HINT_SCRIPT = `(function(){var v;document.cookie.split("; ").forEach(function(c){if(c.indexOf("${SIGNED_IN_HINT}=")===0)v=c.slice(${SIGNED_IN_HINT.length + 1})});if(v===undefined)return;var d=document.documentElement,n="";d.setAttribute("${SIGNED_IN_ATTRIBUTE}","");try{n=decodeURIComponent(v)}catch(e){}n=n==="1"?"":n.replace(/[\\u0000-\\u001f\\u007f"\\\\]/g,"").trim();d.style.setProperty("${SIGNED_IN_NAME_PROPERTY}",JSON.stringify(n||"${UNNAMED}"));d.style.setProperty("${SIGNED_IN_INITIAL_PROPERTY}",JSON.stringify(n.charAt(0).toUpperCase()||"?"))})()`;
