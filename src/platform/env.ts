// Validated environment, loaded once when the app first needs it. The rules and their messages live
// in src/platform/runtime/env.mjs, shared with the production server; every variable is explained
// in .env.example. The sign-in secret is a runtime secret: a build must not need it (build once,
// deploy many), so it is checked when the server starts (src/instrumentation.ts) and whenever a
// request needs it.
import { authSecret as checkedAuthSecret, loadAppEnv, type AppEnv } from "@/platform/runtime/env.mjs";

export { AUTH_SECRET_MESSAGE } from "@/platform/runtime/env.mjs";

export const env = loadAppEnv();

/** The secret that signs sessions; throws the clear message when production runs without one. */
export function authSecret(current: Pick<AppEnv, "NODE_ENV" | "NEXTAUTH_SECRET"> = env): string {
  return checkedAuthSecret(current);
}
