import "server-only";
// next-auth configuration: email-or-phone + password (Credentials provider) with JWT sessions.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authSecret } from "@/platform/env";
import { db } from "@/platform/db";
import { AppError, INTERNAL_ERROR_MESSAGE } from "@/platform/errors";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "@/platform/outage";
import { clientKey } from "@/platform/client-ip";
import { authenticate } from "@/features/auth/accounts";
import { ZSignInSchema } from "@/features/auth/schema";
import { createSession, revokeSession } from "@/features/auth/sessions";
import type { Role } from "@/lib/roles";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

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
      credentials: { identifier: { label: "Email or phone", type: "text" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, request) {
        const parsed = ZSignInSchema.safeParse({
          identifier: credentials?.identifier ?? "",
          password: credentials?.password ?? "",
        });
        // next-auth passes a thrown error's message to the sign-in form.
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "Invalid sign-in");
        try {
          const account = await authenticate(db, parsed.data, clientKey(new Headers(request?.headers as Record<string, string> | undefined)));
          const userAgent = String(request?.headers?.["user-agent"] ?? "");
          const sessionId = await createSession(db, account.id, userAgent);
          return { id: account.id, name: account.displayName, roles: account.roles, sessionId };
        } catch (error) {
          if (error instanceof AppError) throw new Error(error.message);
          // Never a driver's words (e.g. "Can't reach database server at ...") on the form.
          console.error("Sign-in failed:", error);
          throw new Error(isDatabaseUnavailable(error) ? DATABASE_UNAVAILABLE_MESSAGE : INTERNAL_ERROR_MESSAGE);
        }
      },
    }),
  ],
  events: {
    // Sign-out ends the session on the server too: a copy of the cookie stops working.
    async signOut({ token }) {
      if (typeof token?.sid === "string") await revokeSession(db, token.sid);
    },
  },
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.name = user.name;
        token.roles = (user as { roles?: Role[] }).roles ?? [];
        token.sid = (user as { sessionId?: string }).sessionId;
      }
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
