// Browser-safe texts of the account screens that the site-wide shell shows (the verify-email
// banner's Resend button), kept apart from schema.ts so the shell does not load zod.
export const VERIFICATION_SENT_MESSAGE = "We've sent a new link. Check your inbox.";
