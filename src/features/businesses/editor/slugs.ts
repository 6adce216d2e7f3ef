import "server-only";
// Profile slugs: from the name, unique within the city ('-2', '-3' … on a clash), and the old slug
// of a renamed or moved business kept as a redirect to the new one.
import type { Tx } from "@/platform/db";
import { slugify } from "@/lib/slug";

/** The name's slug, or with -2, -3 ... when another business in the city has it. */
export async function freeSlug(tx: Tx, citySlug: string, name: string, exceptBusinessId?: string): Promise<string> {
  const base = slugify(name) || "business";
  const rows = await tx.businessProfile.findMany({
    where: { citySlug, slug: { startsWith: base }, ...(exceptBusinessId ? { id: { not: exceptBusinessId } } : {}) },
    select: { slug: true },
  });
  const taken = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * Moves a business to a new city and/or slug: its old address becomes a redirect, and a redirect
 * that pointed the new address elsewhere is dropped (the business that now has it wins).
 */
export async function moveSlug(
  tx: Tx,
  business: { id: string; citySlug: string; slug: string },
  next: { citySlug: string; slug: string },
) {
  if (business.citySlug === next.citySlug && business.slug === next.slug) return;
  await tx.businessSlugRedirect.deleteMany({ where: { citySlug: next.citySlug, slug: next.slug } });
  await tx.businessSlugRedirect.upsert({
    where: { citySlug_slug: { citySlug: business.citySlug, slug: business.slug } },
    create: { citySlug: business.citySlug, slug: business.slug, businessId: business.id },
    update: { businessId: business.id },
  });
}

/** Claims a slug for a new business: a redirect that used it stops redirecting. */
export function releaseRedirect(tx: Tx, citySlug: string, slug: string) {
  return tx.businessSlugRedirect.deleteMany({ where: { citySlug, slug } });
}
