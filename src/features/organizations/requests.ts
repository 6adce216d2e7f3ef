import "server-only";
// An owner asks for an organisation: it is written pending (not active, not approved) with the
// owner as its organisation admin, and a site admin approves it on /admin/organizations. Until then
// it has no public page and its admin screens stay closed to the requester (access.ts
// managedOrganization opens an inactive organisation to site admins only). Limited per owner per
// day on the shared limiter, counted before anything is checked or written; the owner's email must
// be proven.
import type { DbOrTx } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { createLimiter, MINUTE } from "@/platform/rate-limit";
import { KNOWN_CITIES } from "@/lib/cities";
import { freeSlug } from "@/features/catalogue/free-slug";
import { requireProvenEmail } from "@/features/auth/proven-email";
import type { z } from "zod";
import type { ZOrganizationDetailsSchema } from "./admin/schema";
import { ORGANIZATION_MESSAGES, ORGANIZATION_REQUESTS_PER_DAY } from "./types";

export type OrganizationDetails = z.output<typeof ZOrganizationDetailsSchema>;

const requestLimiter = createLimiter("organizations:requests", {
  limit: ORGANIZATION_REQUESTS_PER_DAY,
  windowMs: 24 * 60 * MINUTE,
});

/** Counts one organisation request by `userId`; TOO_MANY_REQUESTS past the day's limit. */
async function limitOrganizationRequests(userId: string): Promise<void> {
  const decision = await requestLimiter.consume(userId);
  if (!decision.allowed) throw new AppError("TOO_MANY_REQUESTS", ORGANIZATION_MESSAGES.tooManyRequests);
}

/** The stored columns of the details: the city's name and slug from the built-in list. */
export function organizationColumns(details: OrganizationDetails) {
  const city = details.city ? KNOWN_CITIES.find((known) => known.slug === details.city) : undefined;
  return {
    name: details.name,
    kind: details.kind,
    city: city?.name ?? null,
    citySlug: city?.slug ?? null,
    description: details.description || null,
    websiteUrl: details.websiteUrl,
  };
}

/**
 * Writes an organisation under a free slug made from its name. Two writes racing for the same slug
 * meet the unique index: outside a transaction the loser takes the next free one; inside one (a
 * failed statement ends a PostgreSQL transaction) it is told the address is taken.
 */
export async function insertOrganization<T>(db: DbOrTx, name: string, write: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(name, "organization", (candidate) =>
      db.organization.count({ where: { slug: candidate } }),
    );
    try {
      return await write(slug);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (!("$transaction" in db) || attempt >= 4) throw new AppError("CONFLICT", ORGANIZATION_MESSAGES.slugTaken);
    }
  }
}

export type RequestedOrganization = { id: string; slug: string; name: string };

export async function requestOrganization(
  db: DbOrTx,
  actor: { id: string },
  details: OrganizationDetails,
): Promise<RequestedOrganization> {
  await limitOrganizationRequests(actor.id);
  await requireProvenEmail(db, actor.id, ORGANIZATION_MESSAGES.verifyEmail);
  return insertOrganization(db, details.name, (slug) =>
    db.organization.create({
      data: {
        ...organizationColumns(details),
        slug,
        active: false,
        approvedAt: null,
        requestedById: actor.id,
        managers: { create: { userId: actor.id } },
      },
      select: { id: true, slug: true, name: true },
    }),
  );
}
