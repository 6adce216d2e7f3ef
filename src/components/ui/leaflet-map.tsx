"use client";
// The Leaflet map itself. Never imported directly: `MapView` (map-view.tsx) loads this module, and
// with it Leaflet and its stylesheet, only when a map is on screen, so pages without one do not pay
// for it. Pins are numbered markers (HTML, no marker images); each one is a focusable button (Leaflet's
// keyboard option) that Enter or Space selects. Without a tile URL the pins stand on a base of our
// own (map-base.ts: the Texas outline, interstates and city names), loaded only then; when tiles
// fail to load, on the plain background.
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { addTexasBase } from "./map-base";
import type { MapViewProps } from "./map-view";

const PIN_CLASS =
  "grid size-7 -translate-y-1 place-items-center rounded-full border-2 border-white text-xs font-bold text-white shadow-md";
const PIN_IDLE = "bg-brand-700";
const PIN_SELECTED = "bg-slate-900 scale-125";

const pinHtml = (text: string, selected: boolean) =>
  `<span class="${PIN_CLASS} ${selected ? PIN_SELECTED : PIN_IDLE}">${text.replace(/[^\w]/g, "")}</span>`;

export default function LeafletMap({ pins, tileUrl, selectedId, onSelect, label, className }: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, { scrollWheelZoom: false, attributionControl: Boolean(tileUrl) });
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 19, attribution: "&copy; OpenStreetMap contributors" }).addTo(map);
    const removed = new AbortController();
    if (!tileUrl) void addTexasBase(map, removed.signal);
    // The view first: Leaflet adds markers (and creates their elements) only once the map has one.
    if (pins.length === 1) map.setView([pins[0]!.latitude, pins[0]!.longitude], 14);
    else if (pins.length > 1)
      map.fitBounds(L.latLngBounds(pins.map((pin) => [pin.latitude, pin.longitude])), {
        padding: [32, 32],
        maxZoom: 15,
      });
    else map.setView([31.0, -99.0], 5);
    const placed = markers.current;
    for (const pin of pins) {
      const marker = L.marker([pin.latitude, pin.longitude], {
        title: pin.label,
        keyboard: true,
        icon: L.divIcon({ className: "", html: pinHtml(pin.text, false), iconSize: [28, 28], iconAnchor: [14, 14] }),
      }).addTo(map);
      marker.getElement()?.setAttribute("aria-label", pin.label);
      marker.getElement()?.setAttribute("data-testid", "map-pin");
      marker.on("click", () => select.current?.(pin.id));
      marker.getElement()?.addEventListener("keydown", (event) => {
        if (event.key !== "Enter" && event.key !== " ") return;
        event.preventDefault();
        select.current?.(pin.id);
      });
      placed.set(pin.id, marker);
    }
    return () => {
      removed.abort();
      placed.clear();
      map.remove();
    };
  }, [pins, tileUrl]);

  useEffect(() => {
    for (const pin of pins) {
      const marker = markers.current.get(pin.id);
      const selected = pin.id === selectedId;
      marker?.setIcon(
        L.divIcon({ className: "", html: pinHtml(pin.text, selected), iconSize: [28, 28], iconAnchor: [14, 14] }),
      );
      marker?.setZIndexOffset(selected ? 1000 : 0);
      marker?.getElement()?.setAttribute("aria-pressed", String(selected));
    }
  }, [pins, selectedId]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      data-testid="map"
      className={`z-0 bg-slate-100 ${className ?? ""}`}
    />
  );
}
