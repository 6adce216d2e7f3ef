import { cache } from "react";
import { api, orNotFound } from "@/trpc/server";

/** The business's admin facts, read once per request by the layout (which decides 404) and the page. */
export const loadBusinessFacts = cache((id: string) => orNotFound(() => api.businessOwnership.facts({ id })));
