import { cache } from "react";
import { api, orNotFound } from "@/trpc/server";

/** The owner's thread (another owner's, a held or removed one, and an unknown id answer 404), read once per request by the layout and the page. */
export const loadOwnerThread = cache((id: string) => orNotFound(() => api.enquiries.ownerThread({ enquiryId: id })));
