"use client";
// Adding photos: choose one or several images; each is uploaded at once and shown with its own alt
// text box, and joins the gallery only when its text is written and 'Add to gallery' pressed.
// Uploads never added are removed by the image sweep a day later.
import { useId, useRef, useState } from "react";
import { BUTTON_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { fieldErrorsOf } from "@/components/ui/field-errors";
import { uploadImage } from "@/components/ui/image-upload-field";
import { Spinner } from "@/components/ui/spinner";
import { ACCEPTED_IMAGE_TYPES } from "@/lib/images";
import { api } from "@/trpc/react";
import { ZAltTextSchema } from "../schema";
import { GALLERY_MESSAGES, type Gallery } from "../types";
import { AltTextInput } from "./alt-text-input";
import { PhotoThumbnail } from "./photo-thumbnail";

type Pending = {
  key: number;
  name: string;
  url: string | null;
  failed: string | null;
  altText: string;
  error?: string;
};

type Props = { businessId: string; room: number; onAdded: (gallery: Gallery, message: string) => void };

let counter = 0;
const UPLOAD_FAILED = "The photo could not be uploaded. Please try again.";

export function NewPhotos({ businessId, room, onAdded }: Props) {
  const id = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const altInputs = useRef(new Map<number, HTMLInputElement | null>());
  const add = api.gallery.add.useMutation();
  const free = room - pending.length;
  const update = (key: number, change: Partial<Pending>) =>
    setPending((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  const discard = (key: number) => setPending((current) => current.filter((entry) => entry.key !== key));

  function choose(files: File[]) {
    if (fileInput.current) fileInput.current.value = "";
    const taken = files.slice(0, Math.max(free, 0));
    setNotice(
      taken.length < files.length
        ? `Only ${free} more ${free === 1 ? "photo fits" : "photos fit"} in the gallery; the others were left out.`
        : null,
    );
    const entries = taken.map((file) => ({ key: ++counter, name: file.name, url: null, failed: null, altText: "" }));
    setPending((current) => [...current, ...entries]);
    entries.forEach((entry, index) => {
      uploadImage(taken[index]!, "cover").then(
        (url) => update(entry.key, { url }),
        (failure: unknown) => update(entry.key, { failed: failure instanceof Error ? failure.message : UPLOAD_FAILED }),
      );
    });
  }

  function refuse(entry: Pending, error: string) {
    update(entry.key, { error });
    altInputs.current.get(entry.key)?.focus();
  }

  function addToGallery(entry: Pending) {
    const checked = ZAltTextSchema.safeParse(entry.altText);
    if (!checked.success) return refuse(entry, checked.error.issues[0]?.message ?? "");
    add.mutate(
      { businessId, url: entry.url!, altText: checked.data },
      {
        onSuccess: (gallery) => {
          const next = pending.find((other) => other.key !== entry.key && other.url);
          discard(entry.key);
          onAdded(gallery, "Photo added to the gallery.");
          if (next) altInputs.current.get(next.key)?.focus();
          else fileInput.current?.focus();
        },
        onError: (failure) => refuse(entry, fieldErrorsOf(failure).altText ?? failure.message),
      },
    );
  }

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={id} className={LABEL_CLASS}>
          Add photos
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          PNG, JPEG or WebP, up to 5 MB each. You can choose several at once.
        </p>
        <input
          ref={fileInput}
          id={id}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(",")}
          disabled={free <= 0}
          aria-describedby={`${id}-hint`}
          onChange={(event) => choose([...(event.target.files ?? [])])}
          className="mt-2 block text-sm text-slate-600 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        {room <= 0 && <p className="mt-1 text-sm text-slate-600">{GALLERY_MESSAGES.full}</p>}
        {notice && (
          <p role="alert" className="mt-1 text-sm text-amber-800">
            {notice}
          </p>
        )}
      </div>
      {pending.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {pending.map((entry, index) => (
            <li key={entry.key} className="rounded-lg border border-dashed border-slate-300 p-3">
              <fieldset className="min-w-0 space-y-3">
                <legend className="text-sm font-medium text-slate-700">{`New photo ${index + 1}`}</legend>
                {entry.url ? (
                  <PhotoThumbnail
                    src={entry.url}
                    alt={`Preview of ${entry.name}`}
                    className="rounded-md bg-slate-100"
                  />
                ) : entry.failed ? (
                  <p role="alert" className="text-sm text-red-700">
                    {`${entry.name}: ${entry.failed}`}
                  </p>
                ) : (
                  <div className="grid aspect-[4/3] place-items-center rounded-md bg-slate-100">
                    <Spinner size="sm" label={`Uploading ${entry.name}...`} />
                  </div>
                )}
                {entry.url && (
                  <AltTextInput
                    ref={(input) => {
                      altInputs.current.set(entry.key, input);
                    }}
                    value={entry.altText}
                    onChange={(altText) => update(entry.key, { altText, error: undefined })}
                    error={entry.error}
                  />
                )}
                <div className="flex flex-wrap gap-2">
                  {entry.url && (
                    <button
                      type="button"
                      className={PRIMARY_BUTTON_CLASS}
                      disabled={add.isPending}
                      onClick={() => addToGallery(entry)}
                    >
                      Add to gallery
                    </button>
                  )}
                  <button type="button" className={BUTTON_CLASS} onClick={() => discard(entry.key)}>
                    Discard
                  </button>
                </div>
              </fieldset>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
