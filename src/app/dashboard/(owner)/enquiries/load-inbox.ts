import "server-only";
import { TRPCError } from "@trpc/server";
import { api } from "@/trpc/server";
import type { TInboxFilter } from "@/features/enquiries/types";

/** The inbox for `?business=`, or for all the owner's businesses when it names none of theirs. */
export async function loadInbox(business: string | undefined, filter: TInboxFilter, page: number) {
  try {
    return { business, inbox: await api.enquiries.inbox({ businessId: business, filter, page }) };
  } catch (error) {
    if (!business || !(error instanceof TRPCError && error.code === "NOT_FOUND")) throw error;
    return { business: undefined, inbox: await api.enquiries.inbox({ filter, page }) };
  }
}
