import "server-only";
// Recording owner insights: events are queued in memory and written in batches, off the request.

/** Events counted on the server, where the visitor is the signed-in account. */
export type ServerInsightMetric = "favourites" | "listAdds" | "enquiries" | "referrals";

type QueuedEvent = { businessId: string; metric: ServerInsightMetric; visitor: string; at: Date };

const queue: QueuedEvent[] = [];

/**
 * Counts one event for a business's insights, once per visitor (an account id on the server),
 * business, metric and day. Returns at once: the event is written with the next batch.
 */
export function countInsight(event: { businessId: string; metric: ServerInsightMetric; visitor: string }): void {
  queue.push({ ...event, at: new Date() });
}
