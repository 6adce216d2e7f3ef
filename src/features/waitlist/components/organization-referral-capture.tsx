"use client";

import { useEffect } from "react";
import { ORGANIZATION_REFERRAL_KEY, organizationReferral } from "@/lib/referral";

/** Remembers this organisation (and the page's utm_* values) for the visitor's waitlist sign-up. */
export function OrganizationReferralCapture({ slug, name }: { slug: string; name: string }) {
  useEffect(() => {
    const data = organizationReferral(slug, name, new URLSearchParams(window.location.search));
    try {
      window.localStorage.setItem(ORGANIZATION_REFERRAL_KEY, JSON.stringify(data));
    } catch {
      // Without storage the sign-up simply carries no organisation.
    }
  }, [slug, name]);
  return null;
}
