"use client";
// The gallery's thumbnails: lazy images sized before they load (no layout shift), each a button that
// opens the viewer at its photo. The viewer's code loads when a visitor first points at or focuses
// the grid, so the profile carries only this file; closing it returns focus to the thumbnail.
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { GalleryPhoto } from "../types";
import { PhotoThumbnail } from "./photo-thumbnail";

const loadViewer = () => import("./photo-viewer").then((module) => module.PhotoViewer);
const PhotoViewer = dynamic(loadViewer);

export function GalleryGrid({ photos }: { photos: GalleryPhoto[] }) {
  const [open, setOpen] = useState<{ opener: number; shown: number } | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const preload = () => void loadViewer();

  function close() {
    const opener = open?.opener;
    setOpen(null);
    if (opener !== undefined) thumbnails.current[opener]?.focus();
  }

  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" onPointerEnter={preload} onFocus={preload}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              ref={(button) => {
                thumbnails.current[index] = button;
              }}
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpen({ opener: index, shown: index })}
              className={`block w-full overflow-hidden rounded-lg bg-slate-100 ${FOCUS_RING}`}
            >
              <PhotoThumbnail src={photo.url} alt={photo.altText} lazy className="transition hover:scale-105" />
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <PhotoViewer
          photos={photos}
          index={open.shown}
          onIndex={(shown) => setOpen({ ...open, shown })}
          onClose={close}
        />
      )}
    </>
  );
}
