import type { Role } from "@/lib/roles";

declare module "next-auth" {
  interface Session {
    user: { id: string; name: string; roles: Role[] };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    roles?: Role[];
    /** The server-side session record (UserSession.id). */
    sid?: string;
  }
}
