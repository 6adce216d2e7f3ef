import "server-only";
// The delivery worker for this process, when SMTP_URL is set (without it emails stay in the outbox);
// stopped when the process shuts down, giving back the emails it claimed and had not begun. The
// production server's /metrics reads the outbox's depth (one count on the status index).
import { db } from "@/platform/db";
import { configuredMailer } from "@/platform/mailer";
import { provideReading } from "@/platform/runtime/observed.mjs";
import { onShutdown } from "@/platform/runtime/shutdown.mjs";
import { startDeliveryWorker } from "./delivery";

let started = false;

export function startConfiguredDeliveryWorker(): void {
  provideReading("outboxQueueDepth", () => db.emailMessage.count({ where: { status: "outbox" } }));
  const mailer = configuredMailer();
  if (!mailer || started) return;
  started = true;
  onShutdown(startDeliveryWorker(db, mailer));
}
