"use client";
// The editor's failed and successful saves: field errors filed under their sections (each field
// shows its own, the error summary lists them), a counter of failures per summary so the right one
// takes focus, and a toast for success.
import { useState } from "react";
import toast from "react-hot-toast";
import { BUSINESS_MESSAGES } from "@/features/businesses/editor/schema";
import { errorsBySection, type SectionName } from "./editor-problems";

type Failure = { message: string; data?: { fieldErrors?: Record<string, string[]> | null } | null };
/** A summary: one section's (a section saved on its own) or the whole create form's. */
type SummaryScope = SectionName | "form";

export function useEditorErrors() {
  const [errors, setErrors] = useState<Partial<Record<SectionName, Record<string, string>>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [failures, setFailures] = useState<Partial<Record<SummaryScope, number>>>({});
  return {
    errorsOf: (section: SectionName) => errors[section] ?? {},
    /** The create form's failure that named no field (a limit, a refusal). */
    formError,
    /** Changes with each failed submit of that summary's form: its cue to take focus. */
    failuresOf: (scope: SummaryScope) => failures[scope] ?? 0,
    /** A failed save of `sections` (one, or every section while creating): its errors replace theirs. */
    fail(error: Failure, sections: SectionName[]) {
      const filed = errorsBySection(error.data?.fieldErrors, sections);
      const named = Object.keys(filed).length > 0;
      const scope: SummaryScope = sections.length === 1 ? sections[0]! : "form";
      if (!named && scope !== "form") filed[scope] = { _: error.message };
      setErrors((current) => ({
        ...current,
        ...Object.fromEntries(sections.map((section) => [section, filed[section] ?? {}])),
      }));
      setFormError(!named && scope === "form" ? error.message : null);
      setFailures((current) => ({ ...current, [scope]: (current[scope] ?? 0) + 1 }));
    },
    succeed(section: SectionName) {
      setErrors((current) => ({ ...current, [section]: {} }));
      toast.success(BUSINESS_MESSAGES.saved);
    },
  };
}
