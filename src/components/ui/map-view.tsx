"use client";
// A map of numbered pins, loaded on demand: Leaflet and its stylesheet arrive in their own chunk
// when a MapView renders (never on the server), so the pages that can show a map do not carry it
// in their first-load JavaScript.
import dynamic from "next/dynamic";

export type MapPin = { id: string; latitude: number; longitude: number; /** The pin's accessible name. */ label: string; /** The number drawn on the pin. */ text: string };

export type MapViewProps = {
  pins: MapPin[];
  /** An OpenStreetMap-style tile URL template; null shows the pins on a plain background. */
  tileUrl: string | null;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /** The map region's accessible name. */
  label: string;
  className?: string;
};

export const MapView = dynamic<MapViewProps>(() => import("./leaflet-map"), {
  ssr: false,
  loading: () => <div data-testid="map-loading" className="size-full animate-pulse bg-slate-100" />,
});
