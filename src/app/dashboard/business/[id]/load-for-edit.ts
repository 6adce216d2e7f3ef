import { cache } from "react";
import { api, orNotFound } from "@/trpc/server";

/** The business as its editor starts: its owner or an admin; anyone else (and an unknown id) gets 404. Read once per request by the layout and the page. */
export const loadForEdit = cache((id: string) => orNotFound(() => api.businesses.forEdit({ id })));
