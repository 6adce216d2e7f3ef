// Which profile a /business/... URL asks for.
import { z } from "zod";
import { zText } from "@/lib/text";
import { REVIEW_SORTS } from "@/features/reviews/schema";

const segment = zText().trim().min(1).max(200);

export const ZBusinessProfileInput = z
  .object({
    /** The city slug of /business/{city}/{slug}; absent for /business/{slug} and /business/{id}. */
    city: segment.optional(),
    /** A slug, or (without a city) a business id. */
    key: segment,
    reviewsPage: z.number().int().min(1).max(10_000).default(1),
    reviewsSort: z.enum(REVIEW_SORTS).default("newest"),
  })
  .strict();
