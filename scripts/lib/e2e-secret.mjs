// The NEXTAUTH_SECRET of the end-to-end server (scripts/e2e-server.mjs). The tests need it too: the
// email table keeps secret links redacted and the real email sealed under a key derived from this
// secret, and tests/e2e/support.ts opens it to follow a link as the recipient would.
export const E2E_NEXTAUTH_SECRET = "e2e-secret-used-only-by-the-end-to-end-tests";
