"use client";

import { TextField } from "@/components/ui/text-field";
import { editorFieldId, type SectionErrors } from "./editor-problems";
import type { ContactForm } from "./form-state";

type Props = { value: ContactForm; onChange: (value: ContactForm) => void; errors: SectionErrors };

const LINKS: Array<{ key: keyof ContactForm; label: string }> = [
  { key: "websiteUrl", label: "Website" },
  { key: "instagramUrl", label: "Instagram URL" },
  { key: "facebookUrl", label: "Facebook URL" },
  { key: "tiktokUrl", label: "TikTok URL" },
  { key: "googleBusinessUrl", label: "Google Business URL" },
];

/** Phone, email and web links (https:// is added when missing; only web addresses are kept). */
export function ContactFields({ value, onChange, errors }: Props) {
  const set = (key: keyof ContactForm, next: string) => onChange({ ...value, [key]: next });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          look="filled"
          label="Phone"
          id={editorFieldId("contact", "phone")}
          name="phone"
          type="tel"
          value={value.phone}
          onChange={(next) => set("phone", next)}
          error={errors.phone}
          maxLength={40}
          autoComplete="tel"
        />
        <TextField
          look="filled"
          label="Email"
          id={editorFieldId("contact", "email")}
          name="email"
          type="email"
          value={value.email}
          onChange={(next) => set("email", next)}
          error={errors.email}
          maxLength={254}
          autoComplete="email"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {LINKS.map((link) => (
          <TextField
            look="filled"
            key={link.key}
            label={link.label}
            id={editorFieldId("contact", link.key)}
            name={link.key}
            value={value[link.key]}
            onChange={(next) => set(link.key, next)}
            error={errors[link.key]}
            maxLength={500}
          />
        ))}
      </div>
    </>
  );
}
