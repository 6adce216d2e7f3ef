import { slugify } from "@/lib/slug";

/** A slug nobody uses yet: the name's slug, then -2, -3 ... */
export async function freeSlug(
  name: string,
  fallback: string,
  taken: (slug: string) => Promise<number>,
): Promise<string> {
  const base = slugify(name) || fallback;
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}
