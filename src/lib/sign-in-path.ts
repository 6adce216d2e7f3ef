/** The sign-in page, returning to `returnTo` afterwards. */
export const signInPath = (returnTo: string) => `/auth?callbackUrl=${encodeURIComponent(returnTo)}`;

/**
 * The destination of a sign-in that no page asked for: /auth, which sends a signed-in account where
 * its roles lead (landingPathFor); the sign-in form goes there directly.
 */
export const ROLE_LANDING_PATH = "/auth";
