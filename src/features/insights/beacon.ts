import "server-only";
// POST /api/insights: the profile's beacon ({ businessId, event, source? } as JSON, sent with
// navigator.sendBeacon). Answers 204 at once; the event joins the recorder's queue. Not counted:
// requests another site sent, known robots, prefetches, and an address past its per-minute
// allowance (kept in this process's memory, so a flood costs neither the database nor the queue).
// The visitor is the client address (as the server proves it) with the User-Agent; neither is kept.
import { env } from "@/platform/env";
import { clientIp } from "@/platform/client-ip";
import { MINUTE } from "@/platform/rate-limit";
import { readCappedBody } from "@/lib/capped-body";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "@/lib/same-origin";
import { windowAllowance } from "./allowance";
import { isRobot } from "./bots";
import { countBeaconEvent } from "./record";
import { ZInsightBeaconSchema } from "./schema";

const BEACON_EVENTS_PER_MINUTE = 300;
const MAX_BODY_BYTES = 1024;
const INVALID_MESSAGE = "Invalid insight event.";
const withinAllowance = windowAllowance({ limit: BEACON_EVENTS_PER_MINUTE, windowMs: MINUTE, maxKeys: 50_000 });

const answer = (status: number, error?: string) =>
  error
    ? Response.json({ error }, { status, headers: { "cache-control": "no-store" } })
    : new Response(null, { status, headers: { "cache-control": "no-store" } });

function isPrefetch(headers: Headers): boolean {
  return [headers.get("sec-purpose"), headers.get("purpose")].some((value) => value?.includes("prefetch"));
}

export async function handleInsightBeacon(request: Request): Promise<Response> {
  const { headers } = request;
  if (isCrossSiteRequest(headers, env.NEXTAUTH_URL)) return answer(403, CROSS_SITE_MESSAGE);
  const body = await readCappedBody(request, MAX_BODY_BYTES);
  if (body === null) return answer(413, INVALID_MESSAGE);
  const text = new TextDecoder().decode(body);
  let parsed: ReturnType<typeof ZInsightBeaconSchema.safeParse>;
  try {
    parsed = ZInsightBeaconSchema.safeParse(JSON.parse(text));
  } catch {
    return answer(400, INVALID_MESSAGE);
  }
  if (!parsed.success) return answer(400, parsed.error.issues[0]?.message ?? INVALID_MESSAGE);
  const userAgent = headers.get("user-agent");
  if (isRobot(userAgent) || isPrefetch(headers)) return answer(204);
  const address = clientIp(headers) ?? "unknown";
  if (!withinAllowance(address, Date.now())) return answer(204);
  countBeaconEvent({ ...parsed.data, visitor: `${address}\u0000${userAgent}` });
  return answer(204);
}
