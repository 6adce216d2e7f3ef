"use client";
// The gallery's viewer: a modal <dialog> (the browser keeps focus inside and closes it on Escape)
// with the large photo, its alt text as the caption, 'Photo 2 of 5', Previous and Next (also the
// left and right arrow keys, going round at the ends) and Close. Clicking beside the photo closes it.
import { useEffect, useId, useRef } from "react";
import { FOCUS_RING_ON_DARK } from "@/components/ui/focus-ring";
import type { GalleryPhoto } from "../types";

type Props = {
  photos: GalleryPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
};

const BUTTON = `rounded-full bg-white/15 px-4 py-2 text-sm font-semibold text-white hover:bg-white/25 ${FOCUS_RING_ON_DARK}`;

export function PhotoViewer({ photos, index, onIndex, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const photo = photos[index]!;
  const count = photos.length;
  const go = (delta: number) => onIndex((index + delta + count) % count);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
      onKeyDown={(event) => {
        if (count < 2 || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
        event.preventDefault();
        go(event.key === "ArrowLeft" ? -1 : 1);
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
    >
      <div className="flex h-full flex-col gap-3 overflow-y-auto p-4 sm:p-6">
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-sm font-semibold" aria-live="polite">
            Photo {index + 1} of {count}
          </h2>
          <button type="button" autoFocus className={BUTTON} onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- stored images are already sized WebP */}
          <img src={photo.url} alt={photo.altText} className="max-h-[calc(100dvh-12rem)] max-w-full object-contain" />
          <figcaption aria-hidden="true" className="max-w-2xl text-center text-sm text-slate-200">
            {photo.altText}
          </figcaption>
        </figure>
        {count > 1 && (
          <div className="flex justify-center gap-3">
            <button type="button" className={BUTTON} onClick={() => go(-1)} aria-keyshortcuts="ArrowLeft">
              Previous
            </button>
            <button type="button" className={BUTTON} onClick={() => go(1)} aria-keyshortcuts="ArrowRight">
              Next
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
