// POST /api/insights: a profile's view or action click for its owner's insights (see src/features/insights/beacon.ts).
import { handleInsightBeacon } from "@/features/insights/beacon";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleInsightBeacon(request);
}
