import "server-only";
// tRPC core: the request context, error mapping and the procedure ladder
// publicProcedure -> protectedProcedure -> roleProcedure(...roles).
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError } from "zod";
import { db } from "@/platform/db";
import { AppError, INTERNAL_ERROR_MESSAGE } from "@/platform/errors";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "@/platform/outage";
import { getSessionUser, type SessionUser } from "@/server/auth/session";
import { hasAnyRole, type Role } from "@/lib/roles";

export const NOT_SIGNED_IN_MESSAGE = "User not authenticated";
export const FORBIDDEN_MESSAGE = "You do not have permission to do that.";
export { INTERNAL_ERROR_MESSAGE };
const INVALID_REQUEST_MESSAGE = "Invalid request";

export type TRPCContext = { db: typeof db; session: SessionUser | null; headers: Headers };

export async function createTRPCContext(opts: { headers: Headers }): Promise<TRPCContext> {
  try {
    return { db, session: await getSessionUser(opts.headers), headers: opts.headers };
  } catch (error) {
    throw unavailableOr(error);
  }
}

/** A database outage becomes 503 with the product's message; anything else is left as it is. */
function unavailableOr(error: unknown) {
  if (!isDatabaseUnavailable(error)) return error;
  return new TRPCError({ code: "SERVICE_UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE, cause: error });
}

const t = initTRPC.context<TRPCContext>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const zod = error.cause instanceof ZodError ? error.cause : null;
    const internal = error.code === "INTERNAL_SERVER_ERROR";
    // A request tRPC could not read (malformed JSON, too deep, too many calls) gets no parser text.
    const unreadable =
      error.code === "PARSE_ERROR" || (error.code === "BAD_REQUEST" && !zod && !(error.cause instanceof AppError));
    return {
      ...shape,
      // People see the product's messages, never a stack trace or a driver's error text.
      message: zod
        ? (zod.issues[0]?.message ?? "Invalid input")
        : internal
          ? INTERNAL_ERROR_MESSAGE
          : unreadable
            ? INVALID_REQUEST_MESSAGE
            : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors: zod
          ? fieldErrorsOf(zod)
          : error.cause instanceof AppError && error.cause.field
            ? { [error.cause.field]: [error.message] }
            : undefined,
      },
    };
  },
});

function fieldErrorsOf(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Turns AppError into TRPCError and logs unexpected failures on the server only. */
const errorMapping = t.middleware(async ({ next, path }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof AppError) {
      result.error = new TRPCError({ code: cause.code, message: cause.message, cause });
    } else if (isDatabaseUnavailable(cause)) {
      console.error(
        `tRPC ${path}: the database is unavailable:`,
        cause instanceof Error ? cause.message.split("\n").at(-1) : cause,
      );
      result.error = unavailableOr(cause) as TRPCError;
    } else if (result.error.code === "INTERNAL_SERVER_ERROR") {
      console.error(`tRPC ${path} failed:`, cause ?? result.error);
    }
  }
  return result;
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(errorMapping);

/**
 * Any signed-in user with a live session record (not signed out, reset, idle or expired; the
 * account still exists). The session's roles were read from the database with it.
 */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: "UNAUTHORIZED", message: NOT_SIGNED_IN_MESSAGE });
  return next({ ctx: { session: ctx.session, roles: ctx.session.roles } });
});

/** A signed-in user holding one of `allowed`; roles are re-read from the database, not the cookie. */
function roleProcedure(...allowed: Role[]) {
  return protectedProcedure.use(({ ctx, next }) => {
    if (!hasAnyRole(ctx.roles, allowed)) throw new TRPCError({ code: "FORBIDDEN", message: FORBIDDEN_MESSAGE });
    return next();
  });
}

export const adminProcedure = roleProcedure("admin");
export const ownerProcedure = roleProcedure("business_owner", "admin");
