// The page of /directory and /directory/{city or ZIP}: reads the address, runs the search through
// the server caller and renders the directory's screen.
import { notFound } from "next/navigation";
import { TRPCError } from "@trpc/server";
import type { DirectorySearchInput } from "@/features/directory/schema";
import {
  DirectoryScreen,
  readDirectoryPage,
  type SearchParams,
} from "@/features/directory/components/directory-screen";
import { toSearchInput } from "@/features/directory/components/directory-url";
import { CityPostsStrip } from "@/features/posts/components/city-posts-strip";
import { api } from "@/trpc/server";

/** The search's result, or null when the visitor's address is over the search limit. */
async function searchUnlessLimited(input: DirectorySearchInput) {
  try {
    return await api.directory.search(input);
  } catch (error) {
    if (error instanceof TRPCError && error.code === "TOO_MANY_REQUESTS") return null;
    throw error;
  }
}

export async function DirectoryRoute({ segment, params }: { segment: string | null; params: SearchParams }) {
  const { state, location, unknownLocation } = readDirectoryPage(segment, params);
  // [location]/layout.tsx answers 404 first; the page, rendered alongside it, must not search.
  if (unknownLocation) notFound();
  // A city's page also shows "What's new in {city}", read alongside the search.
  const city = location?.kind === "city" ? location : null;
  const [options, result, posts] = await Promise.all([
    api.directory.filterOptions(),
    searchUnlessLimited(toSearchInput(state)),
    city ? api.posts.city({ city: city.slug }) : [],
  ]);
  return (
    <DirectoryScreen
      state={state}
      location={location}
      options={options}
      result={result}
      news={city && <CityPostsStrip city={city.city} posts={posts} />}
    />
  );
}
