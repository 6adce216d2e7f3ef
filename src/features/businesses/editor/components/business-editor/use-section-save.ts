"use client";
// Saving one section of the editor: its field errors, a success toast, and the failure's message.
import { useState } from "react";
import toast from "react-hot-toast";
import { BUSINESS_MESSAGES } from "@/features/businesses/editor/schema";
import { sectionErrors } from "./form-state";

type Failure = { message: string; data?: { fieldErrors?: Record<string, string[]> | null } | null };

export type SectionName = "basics" | "location" | "contact" | "photos" | "hours" | "services" | "offers";
export const SECTIONS: SectionName[] = ["basics", "location", "contact", "photos", "hours", "services", "offers"];

export function useEditorErrors() {
  const [errors, setErrors] = useState<Partial<Record<SectionName, Record<string, string>>>>({});
  return {
    errorsOf: (section: SectionName) => errors[section] ?? {},
    clear: (section?: SectionName) => setErrors((current) => (section ? { ...current, [section]: {} } : {})),
    /** Shows a failed save: field errors under their fields (in every section named), the message as a toast. */
    fail(error: Failure, sections: SectionName[]) {
      const fieldErrors = error.data?.fieldErrors;
      setErrors((current) => ({
        ...current,
        ...Object.fromEntries(sections.map((section) => [section, sectionErrors(fieldErrors, section)])),
      }));
      toast.error(error.message);
    },
    succeed(section: SectionName) {
      setErrors((current) => ({ ...current, [section]: {} }));
      toast.success(BUSINESS_MESSAGES.saved);
    },
  };
}
