// Insight inputs: the profile's beacon and the owner's reads.
import { z } from "zod";
import { zText } from "@/lib/text";
import { BEACON_EVENTS, INSIGHT_PERIODS, VIEW_SOURCES } from "./types";

const ZBusinessId = zText("Invalid business id").trim().min(1, "Invalid business id").max(64, "Invalid business id");

/** What the profile sends: a view (with how the visitor arrived) or a click on one of its actions. */
export const ZInsightBeaconSchema = z
  .object({
    businessId: ZBusinessId,
    event: z.enum(BEACON_EVENTS, "Unknown event"),
    source: z.enum(VIEW_SOURCES, "Unknown source").optional(),
  })
  .strict();

export const ZInsightsSchema = z
  .object({
    businessId: ZBusinessId,
    days: z.literal(INSIGHT_PERIODS, `Choose ${INSIGHT_PERIODS.join(" or ")} days`),
  })
  .strict();
