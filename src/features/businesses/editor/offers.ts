import "server-only";
// Replacing a business's offers inside a save's transaction. At most one is pinned (the schema
// refuses two; the business row's lock keeps simultaneous saves from pinning two).
import type { z } from "zod";
import type { Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { endOfDay, startOfDay } from "./offer-dates";
import { BUSINESS_MESSAGES, type ZOffersSchema } from "./schema";

export async function replaceOffers(
  tx: Tx,
  business: { id: string; timeZone: string },
  offers: z.output<typeof ZOffersSchema>,
) {
  const existing = new Set(
    (await tx.businessOffer.findMany({ where: { businessId: business.id }, select: { id: true } })).map(
      (row) => row.id,
    ),
  );
  const unknown = offers.findIndex((offer) => offer.id && !existing.has(offer.id));
  if (unknown >= 0) throw new AppError("BAD_REQUEST", BUSINESS_MESSAGES.unknownOffer, `offers.${unknown}.title`);
  const kept = offers.flatMap((offer) => (offer.id ? [offer.id] : []));
  await tx.businessOffer.deleteMany({ where: { businessId: business.id, id: { notIn: kept } } });
  const added = [];
  for (const offer of offers) {
    const data = {
      title: offer.title,
      description: offer.description || null,
      isActive: offer.isActive,
      isPinned: offer.isPinned,
      validFrom: offer.validFrom ? startOfDay(offer.validFrom, business.timeZone) : null,
      validTo: offer.validTo ? endOfDay(offer.validTo, business.timeZone) : null,
    };
    if (offer.id) await tx.businessOffer.update({ where: { id: offer.id }, data, select: { id: true } });
    else added.push({ ...data, businessId: business.id });
  }
  if (added.length) await tx.businessOffer.createMany({ data: added });
}
