import "server-only";
// The delivery worker for this process, when SMTP_URL is set (without it emails stay in the outbox).
import { db } from "@/platform/db";
import { configuredMailer } from "@/platform/mailer";
import { startDeliveryWorker } from "./delivery";

let started = false;

export function startConfiguredDeliveryWorker(): void {
  const mailer = configuredMailer();
  if (!mailer || started) return;
  started = true;
  startDeliveryWorker(db, mailer);
}
