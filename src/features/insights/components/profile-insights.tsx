"use client";
// The profile's part in its owner's insights: one view when the profile opens (with how the visitor
// arrived), and a click on any element marked data-insight="call" | "website" | "directions" |
// "share" (the action bar, the contact card, the map's directions link). Renders nothing.
import { useEffect } from "react";
import { BEACON_EVENTS, type BeaconEvent } from "@/features/insights/types";
import { arrivalSource } from "./arrival-source";
import { previousPage } from "./navigation-tracker";
import { sendInsight } from "./send-insight";

const isClickEvent = (value: string | undefined): value is BeaconEvent =>
  value !== "view" && BEACON_EVENTS.some((event) => event === value);

export function ProfileInsights({ businessId }: { businessId: string }) {
  useEffect(() => {
    sendInsight(businessId, "view", arrivalSource(previousPage() ?? document.referrer, window.location.origin));
    const onClick = (event: MouseEvent) => {
      if (event.type === "auxclick" && event.button !== 1) return;
      const marked = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-insight]") : null;
      const name = marked?.dataset.insight;
      if (isClickEvent(name)) sendInsight(businessId, name);
    };
    document.addEventListener("click", onClick);
    document.addEventListener("auxclick", onClick);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("auxclick", onClick);
    };
  }, [businessId]);
  return null;
}
