import "server-only";
// Replacing a business's services (added, edited, reordered, removed) inside a save's transaction.
import type { z } from "zod";
import type { Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { BUSINESS_MESSAGES, type ZServicesSchema } from "./schema";

const cents = (dollars: number | null) => (dollars === null ? null : Math.round(dollars * 100));

/** The list as given is the new order; services missing from it are removed. */
export async function replaceServices(tx: Tx, businessId: string, services: z.output<typeof ZServicesSchema>) {
  const existing = new Set(
    (await tx.service.findMany({ where: { businessId }, select: { id: true } })).map((row) => row.id),
  );
  const kept = services.flatMap((service) => (service.id ? [service.id] : []));
  const unknown = services.findIndex((service) => service.id && !existing.has(service.id));
  if (unknown >= 0)
    throw new AppError("BAD_REQUEST", BUSINESS_MESSAGES.unknownService, `services.${unknown}.serviceName`);
  await tx.service.deleteMany({ where: { businessId, id: { notIn: kept } } });
  const added = [];
  for (const [displayOrder, service] of services.entries()) {
    const data = {
      serviceName: service.serviceName,
      description: service.description || null,
      priceFromCents: cents(service.priceFrom),
      priceToCents: cents(service.priceTo),
      durationMinutes: service.durationMinutes,
      isFeatured: service.isFeatured,
      displayOrder,
    };
    if (service.id) await tx.service.update({ where: { id: service.id }, data, select: { id: true } });
    else added.push({ ...data, businessId });
  }
  if (added.length) await tx.service.createMany({ data: added });
}
