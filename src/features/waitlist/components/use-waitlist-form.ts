"use client";

import { useState, type FormEvent } from "react";
import { normalizeWebUrl } from "@/lib/links";
import {
  ORGANIZATION_REFERRAL_KEY,
  combineReferral,
  parseOrganizationReferral,
  referralFromQuery,
} from "@/lib/referral";
import { WAITLIST_BROWSER_KEY, WAITLIST_MESSAGES, type EMPLOYEE_OPTIONS } from "@/features/waitlist/types";
import { apiErrorData, apiOnDemand } from "@/trpc/on-demand";
import { showToast } from "./toast-message";

export type WaitlistValues = {
  businessName: string;
  ownerName: string;
  email: string;
  phone: string;
  parentCategoryId: string;
  categoryId: string;
  location: string;
  employees: "" | (typeof EMPLOYEE_OPTIONS)[number];
  address: string;
  instagramUrl: string;
  facebookUrl: string;
  tiktokUrl: string;
  googleBusinessUrl: string;
  marketingAuditInterest: boolean;
  challenges: string[];
};

export const URL_FIELDS = [
  ["instagramUrl", "Instagram URL"],
  ["facebookUrl", "Facebook URL"],
  ["tiktokUrl", "TikTok URL"],
  ["googleBusinessUrl", "Google Business URL"],
] as const;

const EMPTY: WaitlistValues = {
  businessName: "",
  ownerName: "",
  email: "",
  phone: "",
  parentCategoryId: "",
  categoryId: "",
  location: "",
  employees: "",
  address: "",
  instagramUrl: "",
  facebookUrl: "",
  tiktokUrl: "",
  googleBusinessUrl: "",
  marketingAuditInterest: false,
  challenges: [],
};

export type WaitlistErrors = Partial<Record<keyof WaitlistValues, string>>;
export type WaitlistStatus = "idle" | "submitting" | "submitted";

/** Referral data from the page's query string, overridden by a stored organisation visit. */
function currentReferral() {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(ORGANIZATION_REFERRAL_KEY);
  } catch {
    // Storage can be unavailable (privacy modes); the query string still counts.
  }
  return combineReferral(
    referralFromQuery(new URLSearchParams(window.location.search)),
    parseOrganizationReferral(stored),
  );
}

/** This browser's random id for the fraud check (created once, kept in localStorage); none without storage. */
function browserKey(): string | undefined {
  try {
    let key = window.localStorage.getItem(WAITLIST_BROWSER_KEY);
    if (!key) {
      key = window.crypto.randomUUID();
      window.localStorage.setItem(WAITLIST_BROWSER_KEY, key);
    }
    return key;
  } catch {
    // No storage (privacy modes) or no randomUUID (a page not served over HTTPS): the join goes without it.
    return undefined;
  }
}

function urlErrors(values: WaitlistValues): WaitlistErrors {
  const errors: WaitlistErrors = {};
  for (const [field, label] of URL_FIELDS) {
    if (normalizeWebUrl(values[field]) === null)
      errors[field] = `${label} must be a web address starting with http:// or https://.`;
  }
  return errors;
}

/**
 * The waitlist form's state: values, field errors, and idle -> submitting -> submitted. `location`
 * fills the Location field (an area page's city or ZIP code), again after a reset.
 */
export function useWaitlistForm(location = "") {
  const initial = { ...EMPTY, location };
  const [values, setValues] = useState<WaitlistValues>(initial);
  const [errors, setErrors] = useState<WaitlistErrors>({});
  const [status, setStatus] = useState<WaitlistStatus>("idle");

  function set<K extends keyof WaitlistValues>(field: K, value: WaitlistValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function setParentCategory(id: string) {
    setValues((current) => ({ ...current, parentCategoryId: id, categoryId: "" }));
    setErrors((current) => ({ ...current, parentCategoryId: undefined, categoryId: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    const invalid = urlErrors(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setStatus("submitting");
    try {
      // The API client loads with the first sign-up, not with the page.
      await (
        await apiOnDemand()
      ).waitlist.join.mutate({
        ...values,
        employees: values.employees || null,
        referral: currentReferral(),
        browserKey: browserKey(),
      });
    } catch (error) {
      setStatus("idle");
      const data = apiErrorData(error);
      const fieldErrors = data?.fieldErrors ?? {};
      setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages?.[0]])));
      if (data?.code === "CONFLICT") showToast("error", WAITLIST_MESSAGES.duplicate);
      else if (data?.code === "TOO_MANY_REQUESTS" && error instanceof Error)
        showToast("error", { title: WAITLIST_MESSAGES.failure.title, description: error.message });
      else showToast("error", WAITLIST_MESSAGES.failure);
      return;
    }
    setStatus("submitted");
    try {
      window.localStorage.removeItem(ORGANIZATION_REFERRAL_KEY);
    } catch {
      // Nothing stored, nothing to clear.
    }
    showToast("success", WAITLIST_MESSAGES.success);
  }

  function reset() {
    setValues(initial);
    setErrors({});
    setStatus("idle");
  }

  return { values, errors, status, set, setParentCategory, submit, reset };
}

export type WaitlistFormState = ReturnType<typeof useWaitlistForm>;
