// The demo accounts the seed creates, one per role. Tests and the README sign in with these.
import type { Role } from "@/lib/roles";

export type DemoAccount = { email: string; password: string; displayName: string; roles: Role[] };

export const DEMO_PASSWORD = "LocalHub!2026";

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: "admin@localhub.example", password: DEMO_PASSWORD, displayName: "Avery Admin", roles: ["admin"] },
  { email: "owner@localhub.example", password: DEMO_PASSWORD, displayName: "Olivia Owner", roles: ["business_owner"] },
  { email: "customer@localhub.example", password: DEMO_PASSWORD, displayName: "Casey Customer", roles: ["customer"] },
];

/** Deterministic User ids of the demo accounts. */
export const DEMO_USER_IDS = { admin: "user_admin", owner: "user_owner", customer: "user_customer" } as const;

/** The owner account owns businesses biz_000001 .. biz_000003. */
export const OWNER_BUSINESSES = 3;
