// Sends one insight event to the server without delaying anything: sendBeacon queues it even while
// the page unloads (a click on Call or Website); fetch with keepalive where sendBeacon is missing.
import { INSIGHTS_ENDPOINT, type BeaconEvent, type ViewSource } from "@/features/insights/types";

export function sendInsight(businessId: string, event: BeaconEvent, source?: ViewSource): void {
  const body = JSON.stringify(source ? { businessId, event, source } : { businessId, event });
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(INSIGHTS_ENDPOINT, body)) return;
  } catch {
    // A browser that refuses the beacon (too much queued): fall back to fetch.
  }
  fetch(INSIGHTS_ENDPOINT, { method: "POST", body, keepalive: true }).catch(() => undefined);
}
