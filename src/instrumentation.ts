// Runs once when the server starts: refuse to serve without the runtime secrets (a build never
// checks them, so one build can be deployed with each environment's own secret).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { authSecret } = await import("@/platform/env");
  try {
    authSecret();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
