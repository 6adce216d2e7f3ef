import { z } from "zod";
import { zText } from "@/lib/text";

export const SITEMAP_PAGE_SIZE = 200;

export const ZSitemapCityInput = z
  .object({ city: zText().trim().min(1).max(100), page: z.number().int().min(1).max(100_000).default(1) })
  .strict();
