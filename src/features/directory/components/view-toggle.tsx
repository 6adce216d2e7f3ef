"use client";

import { useDirectoryNavigation } from "./directory-navigation";
import { DIRECTORY_VIEWS } from "./directory-url";
import { CHIP_CLASS, CHIP_IDLE } from "./styles";

const LABELS = { grid: "Grid", list: "List", map: "Map" } as const;

/** Grid or list cards, or the map; keeps the page. */
export function ViewToggle() {
  const { state, navigate } = useDirectoryNavigation();
  return (
    <div role="group" aria-label="Layout" className="flex gap-1">
      {DIRECTORY_VIEWS.map((view) => (
        <button
          key={view}
          type="button"
          aria-pressed={state.view === view}
          onClick={() => navigate({ view })}
          className={`${CHIP_CLASS} ${CHIP_IDLE}`}
        >
          {LABELS[view]}
        </button>
      ))}
    </div>
  );
}
