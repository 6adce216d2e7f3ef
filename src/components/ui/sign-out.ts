// Signing out with two plain requests to next-auth's endpoints (its CSRF token, then the sign-out
// form post, which revokes the session record), then a full page load of `callbackUrl` so every
// server-rendered part shows the signed-out state. The same requests next-auth's client makes,
// without loading its client library on every page.
export async function signOut(callbackUrl = "/") {
  const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await fetch("/api/auth/signout", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl, json: "true" }),
  });
  const { url } = (await response.json()) as { url?: string };
  window.location.assign(url ?? callbackUrl);
}
