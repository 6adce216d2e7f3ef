import "server-only";
// next-auth configuration: email-or-phone + password, and the emailed sign-up link (two Credentials
// providers), with JWT sessions naming a server-side session record.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authSecret } from "@/platform/env";
import { db } from "@/platform/db";
import { AppError, INTERNAL_ERROR_MESSAGE } from "@/platform/errors";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "@/platform/outage";
import { clientAddressHash, clientKey } from "@/platform/client-ip";
import { authenticate, type AccountSummary } from "@/features/auth/accounts";
import {
  INVALID_SIGN_UP_LINK_MESSAGE,
  SIGN_UP_LINK_PROVIDER,
  ZFinishSignUpSchema,
  ZSignInSchema,
} from "@/features/auth/schema";
import { completeEmailSignUp } from "@/features/auth/sign-up-requests";
import { createSession, readActiveSession, revokeSession } from "@/features/auth/sessions";
import type { Role } from "@/lib/roles";

const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Thrown by the jwt callback when the cookie's server-side session has ended. next-auth then
 * answers /api/auth/session with {} (signed out) and clears the cookie; the logger stays quiet.
 */
class SessionEndedError extends Error {
  constructor() {
    super("The session was signed out, revoked or has expired.");
    this.name = "SessionEndedError";
  }
}

type RequestLike = { headers?: Record<string, unknown> } | undefined;

/**
 * Runs a provider's check and starts a server-side session for the account it returns. next-auth
 * passes a thrown error's message to the form, so only our own messages are thrown: never a
 * driver's words (e.g. "Can't reach database server at ...").
 */
async function startSession(request: RequestLike, check: (headers: Headers) => Promise<AccountSummary>) {
  try {
    const headers = new Headers(request?.headers as Record<string, string> | undefined);
    const account = await check(headers);
    const userAgent = String(request?.headers?.["user-agent"] ?? "");
    const sessionId = await createSession(db, account.id, userAgent, clientAddressHash(headers));
    return { id: account.id, name: account.displayName, roles: account.roles, sessionId };
  } catch (error) {
    if (error instanceof AppError) throw new Error(error.message);
    console.error("Sign-in failed:", error);
    throw new Error(isDatabaseUnavailable(error) ? DATABASE_UNAVAILABLE_MESSAGE : INTERNAL_ERROR_MESSAGE);
  }
}

export const authOptions: NextAuthOptions = {
  // Read per request, not when the module loads, so a build needs no runtime secret.
  get secret() {
    return authSecret();
  },
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/auth", error: "/auth" },
  providers: [
    CredentialsProvider({
      name: "Email or phone",
      credentials: {
        identifier: { label: "Email or phone", type: "text" },
        password: { label: "Password", type: "password" },
      },
      authorize: (credentials, request) =>
        startSession(request, async (headers) => {
          const parsed = ZSignInSchema.safeParse({
            identifier: credentials?.identifier ?? "",
            password: credentials?.password ?? "",
          });
          if (!parsed.success) throw new AppError("BAD_REQUEST", parsed.error.issues[0]?.message ?? "Invalid sign-in");
          return authenticate(db, parsed.data, clientKey(headers));
        }),
    }),
    // The emailed sign-up link: using it creates the account and signs it in.
    CredentialsProvider({
      id: SIGN_UP_LINK_PROVIDER,
      name: "Sign-up link",
      credentials: { token: { label: "Token", type: "text" } },
      authorize: (credentials, request) =>
        startSession(request, async () => {
          const parsed = ZFinishSignUpSchema.safeParse({ token: credentials?.token ?? "" });
          if (!parsed.success) throw new AppError("BAD_REQUEST", INVALID_SIGN_UP_LINK_MESSAGE);
          return (await completeEmailSignUp(db, parsed.data.token)).account;
        }),
    }),
  ],
  events: {
    // Sign-out ends the session on the server too: a copy of the cookie stops working.
    async signOut({ token }) {
      if (typeof token?.sid === "string") await revokeSession(db, token.sid);
    },
  },
  logger: {
    error(code, metadata) {
      if (metadata instanceof SessionEndedError) return;
      console.error(`[next-auth][error][${code}]`, metadata);
    },
  },
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.name = user.name;
        token.roles = (user as { roles?: Role[] }).roles ?? [];
        token.sid = (user as { sessionId?: string }).sessionId;
        return token;
      }
      // Reading the session (/api/auth/session, the browser's useSession): the JWT only names a
      // server-side record, checked here as on every tRPC call, so a cookie kept after sign-out (or
      // revoked, idle or expired) reads as signed out; name and roles come fresh from the database.
      const sid = typeof token.sid === "string" ? token.sid : null;
      let active;
      try {
        active = sid && token.sub ? await readActiveSession(db, sid, token.sub) : null;
      } catch (error) {
        // An outage must not delete the browser's cookie; every request still checks the record.
        if (isDatabaseUnavailable(error)) return token;
        throw error;
      }
      if (!active) throw new SessionEndedError();
      token.name = active.name;
      token.roles = active.roles;
      return token;
    },
    session({ session, token }) {
      return {
        ...session,
        user: { id: token.sub ?? "", name: token.name ?? "", roles: (token.roles as Role[] | undefined) ?? [] },
      };
    },
  },
};
