// next-auth's session cookie names, plain or __Secure- prefixed, split into .0, .1... when large: one
// pattern for the production server (scripts/lib/page-cache*.mjs) and the app (/api/viewer). Plain
// JavaScript, so that server imports it as it is.
/** The names as a regular expression's source, without anchors. */
export const SESSION_COOKIE_NAME = String.raw`(?:__Secure-)?next-auth\.session-token(?:\.\d+)?`;

/** Whether `name` is one of the session cookie's names. */
export const isSessionCookieName = (name) => new RegExp(`^${SESSION_COOKIE_NAME}$`).test(name);
