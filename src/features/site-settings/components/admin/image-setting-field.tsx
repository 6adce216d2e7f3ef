"use client";

import { useState } from "react";
import { uploadImage } from "@/components/ui/image-upload-field";
import { Spinner } from "@/components/ui/spinner";
import { isUnsetImage } from "@/features/site-settings/schema";
import { ACCEPTED_IMAGE_TYPES, type ImagePurpose } from "@/lib/images";
import { describedBy, FieldError } from "@/components/ui/field-errors";
import { INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";

type Props = {
  id: string;
  label: string;
  purpose: ImagePurpose;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * An image setting: upload a file (stored, resized for its use and served from /media) or give a
 * web address; a preview shows the current value. Empty or /placeholder.svg means the default.
 */
export function ImageSettingField({ id, label, purpose, hint, value, onChange, error }: Props) {
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const message = uploadError ?? error;
  const unset = isUnsetImage(value);

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setUploadError(undefined);
    try {
      onChange(await uploadImage(file, purpose));
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-start gap-3">
        <div className="flex h-16 w-24 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50 text-xs text-slate-600">
          {unset ? (
            "Default"
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- any address an admin enters, not a build-time asset
            <img src={value} alt={`${label} preview`} className="max-h-full max-w-full object-contain" />
          )}
        </div>
        <div className="min-w-0 flex-1 basis-48 space-y-2">
          <input
            id={id}
            type="text"
            inputMode="url"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="Upload below, give https://..., or leave empty for the default"
            className={`${INPUT_CLASS} mt-0`}
            {...describedBy(id, message)}
          />
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-file`} className="text-sm text-slate-600">
              Upload {label.toLowerCase()}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(",")}
              disabled={busy}
              onChange={(event) => {
                void upload(event.target.files?.[0]);
                event.target.value = "";
              }}
              className="max-w-full min-w-0 text-sm text-slate-600 file:mr-2 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-2 file:py-1 file:text-sm"
            />
            {busy && <Spinner size="sm" label="Uploading..." />}
          </div>
          {hint && <p className="text-xs text-slate-500">{hint}</p>}
          <FieldError id={id} message={message} announced={false} />
        </div>
      </div>
    </div>
  );
}
