"use client";
// One photo of the editor's grid: the picture (drag it onto another photo to move it there), its
// alt text, Move earlier / Move later, 'Set as cover' (pressed for the cover image) and Remove.
import { useRef, useState } from "react";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { fieldErrorsOf } from "@/components/ui/field-errors";
import { api } from "@/trpc/react";
import { ZAltTextSchema } from "../schema";
import type { Gallery, GalleryPhoto } from "../types";
import { AltTextInput } from "./alt-text-input";
import { PhotoThumbnail } from "./photo-thumbnail";

type TileDrag = {
  dragging: boolean;
  over: boolean;
  onStart: () => void;
  onOver: () => void;
  onDrop: () => void;
  onEnd: () => void;
};

type Props = {
  businessId: string;
  photo: GalleryPhoto;
  index: number;
  count: number;
  isCover: boolean;
  busy: boolean;
  drag: TileDrag;
  onMove: (to: number, button: "earlier" | "later") => void;
  onCover: () => void;
  onRemove: () => void;
  onSaved: (gallery: Gallery, message: string) => void;
};

export function PhotoTile({ businessId, photo, index, count, isCover, busy, drag, ...actions }: Props) {
  const [draft, setDraft] = useState(photo.altText);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const save = api.gallery.editAltText.useMutation({
    onSuccess: (gallery) => actions.onSaved(gallery, "Alt text saved."),
    onError: (failure) => {
      setError(fieldErrorsOf(failure).altText ?? failure.message);
      input.current?.focus();
    },
  });
  const changed = draft.trim() !== photo.altText;

  function saveAltText() {
    const checked = ZAltTextSchema.safeParse(draft);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    setError(undefined);
    save.mutate({ businessId, photoId: photo.id, altText: checked.data });
  }

  return (
    <li
      data-photo={photo.id}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        drag.onOver();
      }}
      onDrop={(event) => {
        event.preventDefault();
        drag.onDrop();
      }}
      className={`rounded-lg border p-3 ${drag.over ? "border-brand-500 ring-2 ring-brand-500/40" : "border-slate-200"} ${drag.dragging ? "opacity-50" : ""}`}
    >
      <fieldset className="min-w-0 space-y-3">
        <legend className="sr-only">{`Photo ${index + 1} of ${count}`}</legend>
        <div
          draggable
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", photo.id);
            drag.onStart();
          }}
          onDragEnd={drag.onEnd}
          className="relative cursor-grab overflow-hidden rounded-md bg-slate-100 active:cursor-grabbing"
        >
          <PhotoThumbnail src={photo.url} alt={photo.altText} />
          <span className="absolute top-2 left-2 rounded bg-white/90 px-2 py-0.5 text-xs font-semibold text-slate-800">
            {index + 1}
          </span>
          {isCover && (
            <span className="absolute top-2 right-2 rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              Cover
            </span>
          )}
        </div>
        <AltTextInput
          ref={input}
          value={draft}
          onChange={(value) => {
            setDraft(value);
            setError(undefined);
          }}
          error={error}
        />
        {changed && (
          <button type="button" className={BUTTON_CLASS} disabled={save.isPending} onClick={saveAltText}>
            {save.isPending ? "Saving..." : "Save alt text"}
          </button>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            data-move="earlier"
            className={BUTTON_CLASS}
            disabled={index === 0}
            onClick={() => actions.onMove(index - 1, "earlier")}
          >
            Move earlier
          </button>
          <button
            type="button"
            data-move="later"
            className={BUTTON_CLASS}
            disabled={index === count - 1}
            onClick={() => actions.onMove(index + 1, "later")}
          >
            Move later
          </button>
          <button
            type="button"
            className={`${BUTTON_CLASS} aria-pressed:text-brand-800 aria-pressed:border-brand-600 aria-pressed:bg-brand-50`}
            aria-pressed={isCover}
            aria-disabled={busy || undefined}
            onClick={() => !busy && actions.onCover()}
          >
            Set as cover
          </button>
          <button type="button" className={`${BUTTON_CLASS} text-red-700`} onClick={actions.onRemove}>
            Remove
          </button>
        </div>
      </fieldset>
    </li>
  );
}
