// The map's own base when there is no tile server (MAP_TILE_URL empty), so pins stand somewhere:
// the outline of Texas (the U.S. Census Bureau's state boundary as the us-atlas package ships it,
// simplified to about 340 points), its interstates drawn through the towns they pass, and the name
// of each city LocalHub serves. texas-base.json is about 8 kB and is fetched with its map, only
// when there are no tiles. Nothing here takes focus or is read out: the pins are the map's content.
import L from "leaflet";
import { KNOWN_CITIES } from "@/lib/cities";

/** Named at every zoom; the other cities (many around Dallas–Fort Worth) from LABEL_ALL_ZOOM on. */
const ALWAYS_NAMED = new Set([
  "Houston",
  "San Antonio",
  "Dallas",
  "Austin",
  "Fort Worth",
  "El Paso",
  "Corpus Christi",
  "Laredo",
  "Lubbock",
  "Amarillo",
  "Brownsville",
  "Waco",
]);
const LABEL_ALL_ZOOM = 9;
const LABEL_CLASS =
  "block w-max -translate-x-1/2 -translate-y-1/2 rounded bg-white/80 px-1 text-[11px] leading-4 font-medium text-slate-700";

const STYLES: Record<string, L.PathOptions> = {
  state: { color: "#94a3b8", weight: 1.5, fillColor: "#f8fafc", fillOpacity: 1 },
  road: { color: "#d97706", weight: 2, opacity: 0.7 },
};

/** Draws the base under the pins of `map`, unless `removed` (new pins, the page left) before the file arrived. */
export async function addTexasBase(map: L.Map, removed: AbortSignal) {
  const { default: base } = await import("./texas-base.json");
  if (removed.aborted) return;
  L.geoJSON(base as GeoJSON.FeatureCollection, {
    interactive: false,
    style: (feature) => STYLES[String(feature?.properties?.kind)] ?? {},
  }).addTo(map);
  const labels = map.createPane("city-labels");
  labels.style.zIndex = "450";
  labels.style.pointerEvents = "none";
  labels.setAttribute("aria-hidden", "true");
  const minor = KNOWN_CITIES.filter((city) => !ALWAYS_NAMED.has(city.name)).map((city) => label(map, city));
  KNOWN_CITIES.filter((city) => ALWAYS_NAMED.has(city.name)).forEach((city) => label(map, city));
  const showMinor = () => minor.forEach((marker) => marker.setOpacity(map.getZoom() >= LABEL_ALL_ZOOM ? 1 : 0));
  map.on("zoomend", showMinor);
  showMinor();
}

function label(map: L.Map, city: { name: string; latitude: number; longitude: number }) {
  return L.marker([city.latitude, city.longitude], {
    pane: "city-labels",
    interactive: false,
    keyboard: false,
    icon: L.divIcon({ className: "", html: `<span class="${LABEL_CLASS}">${city.name}</span>`, iconSize: [0, 0] }),
  }).addTo(map);
}
