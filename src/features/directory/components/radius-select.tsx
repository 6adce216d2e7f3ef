"use client";

import { useId } from "react";
import { DIRECTORY_RADII, type DirectoryRadius } from "@/features/directory/types";
import { useDirectoryNavigation } from "./directory-navigation";

const RADIUS_LABELS: Record<DirectoryRadius, string> = {
  "25": "Within 25 mi",
  "50": "Within 50 mi",
  "100": "Within 100 mi",
  any: "Anywhere",
};
const PLACE_ONLY = "";

/**
 * The 'Within' control, shown with a chosen place or the visitor's position: the place's own
 * businesses only (the default), or also others within 25 / 50 / 100 miles or anywhere, by distance.
 */
export function RadiusSelect({ placeLabel }: { placeLabel: string | null }) {
  const { state, navigate } = useDirectoryNavigation();
  const id = useId();
  if (!placeLabel && !state.near) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-700">
        Area
      </label>
      <select
        id={id}
        data-testid="radius-select"
        value={state.within ?? PLACE_ONLY}
        onChange={(event) => navigate({ within: (event.target.value || null) as DirectoryRadius | null })}
        className="rounded-md border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-800 shadow-sm focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      >
        <option value={PLACE_ONLY}>{placeLabel ? `${placeLabel} only` : "Anywhere, nearest first"}</option>
        {DIRECTORY_RADII.filter((radius) => placeLabel || radius !== "any").map((radius) => (
          <option key={radius} value={radius}>
            {RADIUS_LABELS[radius]}
          </option>
        ))}
      </select>
    </div>
  );
}
