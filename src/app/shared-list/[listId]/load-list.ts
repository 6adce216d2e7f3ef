// The shared list as its page and its sharing image read it: a public list for everyone, a private
// one for its owner only; anyone else, like an unknown id, gets a 404.
import { cache } from "react";
import { api, orNotFound } from "@/trpc/server";

export const loadSharedList = cache((listId: string) =>
  orNotFound(() => api.lists.shared({ listId }), ["NOT_FOUND", "BAD_REQUEST"]),
);

export const sharedListPath = (listId: string) => `/shared-list/${listId}`;
