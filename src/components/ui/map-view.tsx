"use client";
// A map of numbered pins, loaded on demand: Leaflet and its stylesheet arrive in their own chunk
// when a MapView comes near the screen (never on the server), so the pages that can show a map do
// not carry it in their first-load JavaScript, and a map further down the page (a profile's) is
// fetched only when the visitor scrolls towards it.
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";

export type MapPin = {
  id: string;
  latitude: number;
  longitude: number;
  /** The pin's accessible name. */ label: string;
  /** The number drawn on the pin. */ text: string;
};

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

const LeafletMap = dynamic<MapViewProps>(() => import("./leaflet-map"), {
  ssr: false,
  loading: () => <div data-testid="map-loading" className="size-full animate-pulse bg-slate-100" />,
});

/** How far outside the screen a map starts loading. */
const NEAR_SCREEN = "300px";

export function MapView(props: MapViewProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? (
    <LeafletMap {...props} />
  ) : (
    <div ref={placeholder} data-testid="map-loading" className={`bg-slate-100 ${props.className ?? ""}`} />
  );
}
