import "server-only";
// "Add to calendar" of an event post: its iCalendar file. Anything else (an unknown id, a post that
// is not an event, hidden or expired, of a listing no longer live) answers 404.
import { db } from "@/platform/db";
import { SITE_URL } from "@/platform/site-url";
import { eventPostCalendar } from "@/features/posts/ics";
import { eventForCalendar } from "@/features/posts/queries";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = (await params).id.slice(0, 64);
  const event = await eventForCalendar(db, id);
  const file = event && eventPostCalendar(event, SITE_URL);
  if (!file) {
    return new Response("Event not found.", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  return new Response(file, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="event-${event.id}.ics"`,
      "cache-control": "no-store",
    },
  });
}
