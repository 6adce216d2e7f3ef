// What a visitor typed into a profile's enquiry form, kept in the browser tab (sessionStorage) so
// that signing in or signing up on the way does not lose it. `pending`: they pressed Send while
// signed out, so the form opens again with it when they come back.
import type { TEnquiryKind } from "@/features/enquiries/types";

export type EnquiryDraft = { kind: TEnquiryKind; subject: string; message: string; pending: boolean };

const keyOf = (businessId: string) => `localhub:enquiry-draft:${businessId}`;

export function readDraft(businessId: string): EnquiryDraft | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(keyOf(businessId)) ?? "null") as Partial<EnquiryDraft> | null;
    if (!stored || typeof stored.subject !== "string" || typeof stored.message !== "string") return null;
    return {
      kind: stored.kind === "quote" ? "quote" : "question",
      subject: stored.subject,
      message: stored.message,
      pending: stored.pending === true,
    };
  } catch {
    return null;
  }
}

export function saveDraft(businessId: string, draft: EnquiryDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(keyOf(businessId), JSON.stringify(draft));
    else sessionStorage.removeItem(keyOf(businessId));
  } catch {
    // Storage refused (private mode, full): the form still works, the draft is just not kept.
  }
}
