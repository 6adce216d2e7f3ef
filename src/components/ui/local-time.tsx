"use client";
// A moment in the viewer's own time zone. The server cannot know that zone, so the server's HTML and
// the browser's first (hydrating) render both write the site's zone; right after hydration React
// renders again with the browser's zone. Same text on both sides: no hydration mismatch.
import { useSyncExternalStore } from "react";
import { formatDate, SITE_TIME_ZONE, type DateStyle } from "@/lib/dates";

const subscribe = () => () => {};
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || SITE_TIME_ZONE;
const siteZone = () => SITE_TIME_ZONE;

export function LocalTime({ at, style = "medium", className }: { at: Date; style?: DateStyle; className?: string }) {
  const timeZone = useSyncExternalStore(subscribe, viewerZone, siteZone);
  return (
    <time dateTime={at.toISOString()} className={className}>
      {formatDate(at, timeZone, style)}
    </time>
  );
}
