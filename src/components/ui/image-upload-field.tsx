"use client";
// One image field for any screen: shows the current picture, uploads a new one to /api/uploads for
// its purpose and hands back the stored URL. A failed upload keeps the old picture and says why.
// The browser's file box stays hidden: "Choose image" / "Replace" buttons open it, and the name of
// the file just uploaded is said beside the picture.
import { useId, useRef, useState } from "react";
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  type ImagePurpose,
} from "@/lib/images";
import { BUTTON_CLASS, LABEL_CLASS } from "./form-styles";
import { Spinner } from "./spinner";

const UPLOAD_FAILED_MESSAGE = "The image could not be uploaded. Please try again.";

/** Uploads one image; resolves to the stored URL or throws an Error with the message to show. */
export async function uploadImage(file: File, purpose: ImagePurpose): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw new Error(IMAGE_TOO_LARGE_MESSAGE);
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) throw new Error(IMAGE_TYPE_MESSAGE);
  const form = new FormData();
  form.set("purpose", purpose);
  form.set("file", file);
  const response = await fetch("/api/uploads", { method: "POST", body: form });
  const body = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
  if (!response.ok || !body.url) throw new Error(body.error ?? UPLOAD_FAILED_MESSAGE);
  return body.url;
}

type Props = {
  label: string;
  /** Names the file box, for a link to it (the form's ErrorSummary). */
  id?: string;
  purpose: ImagePurpose;
  value: string | null;
  onChange: (url: string | null) => void;
  /** Extra help under the label, e.g. the recommended size. */
  hint?: string;
  error?: string;
  previewClassName?: string;
};

export function ImageUploadField({
  label,
  id: ownId,
  purpose,
  value,
  onChange,
  hint,
  error,
  previewClassName = "size-20 rounded-md object-cover",
}: Props) {
  const generatedId = useId();
  const id = ownId ?? generatedId;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const message = uploadError ?? error;
  const name = label.toLowerCase();

  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setUploadError(null);
    try {
      onChange(await uploadImage(file, purpose));
      setUploaded(file.name);
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : UPLOAD_FAILED_MESSAGE);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  function remove() {
    onChange(null);
    setUploaded(null);
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={LABEL_CLASS}>
        {label}
      </p>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-4">
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element -- stored images are already sized WebP
          <img
            src={value}
            alt={`Current ${name}`}
            className={`border border-slate-200 bg-slate-50 ${previewClassName}`}
          />
        ) : (
          <div
            className={`grid place-items-center border border-dashed border-slate-300 text-xs text-slate-500 ${previewClassName}`}
          >
            None
          </div>
        )}
        <div className="flex min-w-0 flex-col items-start gap-2">
          <p role="status" className="max-w-full text-sm [overflow-wrap:anywhere] text-slate-700">
            {uploaded && value && !busy ? `${uploaded} uploaded` : ""}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {/* The browser's own file box would say "No file chosen" beside a picture: a button opens it instead. */}
            <button
              id={id}
              type="button"
              className={BUTTON_CLASS}
              disabled={busy}
              aria-label={value ? `Replace ${name}` : `Choose image for ${name}`}
              aria-describedby={message ? `${id}-error` : undefined}
              onClick={() => input.current?.click()}
            >
              {value ? "Replace" : "Choose image"}
            </button>
            {busy && <Spinner size="sm" label="Uploading..." />}
            {value && !busy && (
              <button type="button" className={BUTTON_CLASS} aria-label={`Remove ${name}`} onClick={remove}>
                Remove
              </button>
            )}
          </div>
        </div>
      </div>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={ACCEPTED_IMAGE_TYPES.join(",")}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-600">
          {message}
        </p>
      )}
    </div>
  );
}
