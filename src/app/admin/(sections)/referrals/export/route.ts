import "server-only";
// CSV export of the waitlist with the referrals screen's filters. Admins only, checked here on the
// server (route handlers are outside the admin layout's page guard).
import { db } from "@/platform/db";
import { getSessionUser } from "@/server/auth/session";
import { getUserRoles } from "@/features/auth/accounts";
import { waitlistCsvHeader, waitlistCsvRow } from "@/features/waitlist-admin/csv";
import { waitlistEntryBatches } from "@/features/waitlist-admin/referrals";
import { isAdmin } from "@/lib/roles";
import { parseReferralParams } from "@/features/waitlist-admin/components/referral-params";

export const dynamic = "force-dynamic";

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

export async function GET(request: Request) {
  const session = await getSessionUser(request.headers);
  if (!session) return text(401, "Sign in as an admin to export the waitlist.");
  if (!isAdmin(await getUserRoles(db, session.id))) return text(403, "Only admins can export the waitlist.");
  const { filters, error } = parseReferralParams(new URL(request.url).searchParams);
  if (error) return text(400, error);

  const encoder = new TextEncoder();
  const batches = waitlistEntryBatches(db, filters);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(waitlistCsvHeader()));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(waitlistCsvRow).join("")));
    },
  });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="waitlist-${date}.csv"`,
      "cache-control": "no-store",
    },
  });
}
