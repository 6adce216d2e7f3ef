"use client";

import { ImageUploadField } from "@/components/ui/image-upload-field";
import { editorFieldId, type SectionErrors } from "./editor-problems";
import type { PhotosForm } from "./form-state";

type Props = { value: PhotosForm; onChange: (value: PhotosForm) => void; errors: SectionErrors };

/** Logo and cover image: uploaded at once, saved with the section. A failed upload keeps the old image. */
export function PhotoFields({ value, onChange, errors }: Props) {
  return (
    <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
      <ImageUploadField
        label="Logo"
        id={editorFieldId("photos", "logoUrl")}
        purpose="logo"
        hint="PNG, JPEG or WebP, up to 5 MB. Square works best."
        value={value.logoUrl}
        onChange={(logoUrl) => onChange({ ...value, logoUrl })}
        error={errors.logoUrl}
      />
      <ImageUploadField
        label="Cover image"
        id={editorFieldId("photos", "coverImageUrl")}
        purpose="cover"
        hint="PNG, JPEG or WebP, up to 5 MB. Wide pictures work best."
        value={value.coverImageUrl}
        onChange={(coverImageUrl) => onChange({ ...value, coverImageUrl })}
        error={errors.coverImageUrl}
        previewClassName="h-20 w-36 rounded-md object-cover"
      />
    </div>
  );
}
