import { cache } from "react";
import { api, orNotFound } from "@/trpc/server";

/** The waitlist entry and the categories to choose from, read once per request by the layout (which decides 404) and the page. */
export const loadConversionEntry = cache((id: string) =>
  orNotFound(() => api.waitlistAdmin.conversionEntry({ id }), ["NOT_FOUND", "BAD_REQUEST"]),
);
