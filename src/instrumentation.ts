// Runs once when the server starts: refuse to serve without the runtime secrets (a build never
// checks them, so one build can be deployed with each environment's own secret), then start the
// email delivery worker when SMTP is configured (safe with several processes: rows are claimed
// atomically) and the hourly sweep of uploaded images nothing uses (safe with several processes
// too: an image is moved aside before it is removed), and the network's hourly sweep (stale referral
// reminders, closed referrals' contact details removed; conditional updates, safe with several processes),
// and the insights recorder's hourly sweep of old visitor hashes and salts (deletes by day, safe with
// several processes) with its last write of queued events when the process is stopped.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { authSecret } = await import("@/platform/env");
  try {
    authSecret();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const { startConfiguredDeliveryWorker } = await import("@/features/email/worker");
  startConfiguredDeliveryWorker();
  const { startConfiguredImageSweeper } = await import("@/features/images/cleanup");
  startConfiguredImageSweeper();
  const { startNetworkSweeper } = await import("@/features/network/sweep");
  startNetworkSweeper();
  const { startInsightRecorder } = await import("@/features/insights/record");
  startInsightRecorder();
}
