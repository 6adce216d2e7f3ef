// Runs once when a server process starts (Next.js instrumentation hook): starts the email delivery
// worker when SMTP is configured. Safe with several processes: workers claim rows atomically.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startConfiguredDeliveryWorker } = await import("@/features/email/worker");
  startConfiguredDeliveryWorker();
}
