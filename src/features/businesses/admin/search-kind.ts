// How the admin list's one search box reads its text (pure; the screen's hint says the same).
import { KNOWN_CITIES } from "@/lib/cities";

export type SearchKind = "none" | "zip" | "email" | "city" | "name";

/** The known city the text names (its name in any case, or its slug), if any. */
export function cityOf(text: string) {
  const wanted = text.trim().toLowerCase();
  return KNOWN_CITIES.find((city) => city.name.toLowerCase() === wanted || city.slug === wanted);
}

/** 5 digits: a ZIP; an "@": an owner's email (or its start); a known city; else the start of a name. */
export function searchKind(text: string): SearchKind {
  if (!text) return "none";
  if (/^\d{5}$/.test(text)) return "zip";
  if (text.includes("@")) return "email";
  return cityOf(text) ? "city" : "name";
}
