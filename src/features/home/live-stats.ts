// The home page's live figures, read only when an admin turned them on: the number of connections
// businesses have made, kept in the process cache for a minute (no change invalidates it: a new
// connection shows within that minute). When the database cannot be read the setting's text shows.
import "server-only";
import { cache } from "react";
import { db } from "@/platform/db";
import { cachedRead } from "@/platform/process-cache";
import { orFallback } from "@/features/site-settings/layout-data";

const LIVE_STATS_MAX_AGE_MS = 60_000;

export const getLiveConnections = cache(() =>
  orFallback<number | null>(
    () =>
      cachedRead(
        "home:live-connections",
        [],
        () => db.businessConnection.count({ where: { status: "accepted" } }),
        LIVE_STATS_MAX_AGE_MS,
      ),
    null,
    "the live number of connections",
  ),
);
