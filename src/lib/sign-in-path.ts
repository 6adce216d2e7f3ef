/** The sign-in page, returning to `returnTo` afterwards. */
export const signInPath = (returnTo: string) => `/auth?callbackUrl=${encodeURIComponent(returnTo)}`;
