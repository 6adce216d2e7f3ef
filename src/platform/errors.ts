// One error type for the product's own failures. Services throw AppError with a message meant for
// people; the tRPC layer maps it to the matching error code (see src/server/api/trpc.ts).
export type AppErrorCode =
  "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "TOO_MANY_REQUESTS" | "SERVICE_UNAVAILABLE";

/** What people see when something failed on our side; the details stay in the server's log. */
export const INTERNAL_ERROR_MESSAGE = "Something went wrong. Please try again.";

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** True for a unique-constraint violation (Prisma P2002 on both providers; 23505 on PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === "P2002" || code === "23505";
}
