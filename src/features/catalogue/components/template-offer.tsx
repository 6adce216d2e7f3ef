"use client";

// Offers an owner creating a business the template of the chosen subcategory: its starter
// description, suggested services and tags, taken with one click through `onApply`. Renders nothing
// while no subcategory is chosen or the subcategory has no template.
import { useState } from "react";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { api } from "@/trpc/react";
import { priceRange } from "./format";
import type { BusinessTemplateOffer } from "../types";

export function TemplateOffer({
  categoryId,
  onApply,
}: {
  categoryId: string | null;
  onApply: (offer: BusinessTemplateOffer) => void;
}) {
  const query = api.catalogue.templateForCategory.useQuery(
    { categoryId: categoryId ?? "" },
    { enabled: Boolean(categoryId), staleTime: 60_000 },
  );
  const [applied, setApplied] = useState<string | null>(null);
  const offer = categoryId ? query.data : null;
  if (!offer) return null;

  return (
    <section
      aria-label="Suggested for this category"
      className="border-brand-200 rounded-lg border bg-brand-50 p-4 text-sm"
    >
      <p className="font-semibold text-slate-900">Suggested for this category</p>
      <p className="mt-1 text-slate-700">{offer.description}</p>
      {offer.services.length > 0 && (
        <ul aria-label="Suggested services" className="mt-2 list-disc pl-5 text-slate-700">
          {offer.services.map((service) => (
            <li key={service.serviceName}>
              {service.serviceName}
              {priceRange(service.priceFromCents, service.priceToCents) &&
                ` · ${priceRange(service.priceFromCents, service.priceToCents)}`}
              {service.durationMinutes && ` · ${service.durationMinutes} min`}
            </li>
          ))}
        </ul>
      )}
      {offer.tags.length > 0 && (
        <p className="mt-2 text-slate-700">Tags: {offer.tags.map((tag) => tag.name).join(", ")}</p>
      )}
      <div className="mt-3 flex items-center gap-3">
        <button
          type="button"
          className={BUTTON_CLASS}
          onClick={() => {
            onApply(offer);
            setApplied(offer.categoryId);
          }}
        >
          Use these suggestions
        </button>
        {applied === offer.categoryId && (
          <span role="status" className="text-slate-700">
            Suggestions added; edit them as you like.
          </span>
        )}
      </div>
    </section>
  );
}
