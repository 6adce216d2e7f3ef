import { cache } from "react";
import { api, orNotFound } from "@/trpc/server";

/** The customer's own thread (anyone else's and an unknown id answer 404), read once per request by the layout and the page. */
export const loadCustomerThread = cache((id: string) => orNotFound(() => api.enquiries.thread({ enquiryId: id })));
