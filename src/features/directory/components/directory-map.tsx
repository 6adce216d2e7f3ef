"use client";
// The directory's map view: the page's businesses as numbered pins, the same numbers as a list of
// buttons beside the map (the keyboard and screen-reader way in), and the chosen business's card.
// The cards arrive rendered from the server; this only chooses which one shows.
import { useMemo, useState } from "react";
import { MapView, type MapPin } from "@/components/ui/map-view";
import { FOCUS_RING } from "@/components/ui/focus-ring";

type DirectoryMapEntry = { id: string; name: string; position: { latitude: number; longitude: number } | null };

type Props = { entries: DirectoryMapEntry[]; cards: Record<string, React.ReactNode>; tileUrl: string | null };

export function DirectoryMap({ entries, cards, tileUrl }: Props) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const pins = useMemo<MapPin[]>(
    () =>
      entries.flatMap((entry, index) =>
        entry.position
          ? [{ id: entry.id, ...entry.position, text: String(index + 1), label: `${index + 1}. ${entry.name}` }]
          : [],
      ),
    [entries],
  );
  const unplaced = entries.length - pins.length;

  return (
    <div data-testid="directory-map" className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="space-y-3">
        <div className="h-80 overflow-hidden rounded-xl border border-slate-200 sm:h-[28rem]">
          <MapView
            pins={pins}
            tileUrl={tileUrl}
            selectedId={selectedId}
            onSelect={setSelectedId}
            label="Map of the businesses on this page"
            className="size-full"
          />
        </div>
        {selectedId && cards[selectedId] ? (
          <div data-testid="map-selected-card">{cards[selectedId]}</div>
        ) : (
          <p className="text-sm text-slate-600">Select a pin or a name to see the business.</p>
        )}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">On this page</h3>
        <ol aria-label="Businesses on the map" className="mt-2 space-y-1">
          {entries.map((entry, index) => (
            <li key={entry.id}>
              <button
                type="button"
                aria-pressed={selectedId === entry.id}
                onClick={() => setSelectedId(entry.id)}
                className={`flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:font-semibold aria-pressed:text-brand-700 ${FOCUS_RING}`}
              >
                <span
                  aria-hidden="true"
                  className="grid size-5 shrink-0 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white"
                >
                  {index + 1}
                </span>
                {entry.name}
              </button>
            </li>
          ))}
        </ol>
        {unplaced > 0 && (
          <p className="mt-2 text-xs text-slate-600">
            {unplaced === 1 ? "1 business has" : `${unplaced} businesses have`} no map position.
          </p>
        )}
      </div>
    </div>
  );
}
