import { formatDuration, formatPrice } from "@/features/businesses/profile/format";
import type { BusinessProfile } from "@/features/businesses/profile/queries";
import { ProfileCard } from "./profile-card";

export function ServicesList({ services }: { services: BusinessProfile["services"] }) {
  if (services.length === 0) return null;
  return (
    <ProfileCard title="Services">
      <ul className="divide-y divide-slate-100">
        {services.map((service) => {
          const price = formatPrice(service.priceFromCents, service.priceToCents);
          const duration = formatDuration(service.durationMinutes);
          return (
            <li key={service.id} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {service.serviceName}
                  {service.isFeatured && (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                      Popular
                    </span>
                  )}
                </p>
                {service.description && <p className="mt-0.5 text-sm text-slate-600">{service.description}</p>}
              </div>
              <p className="text-right text-sm">
                {price && <span className="block font-semibold text-slate-900">{price}</span>}
                {duration && <span className="block text-slate-500">{duration}</span>}
              </p>
            </li>
          );
        })}
      </ul>
    </ProfileCard>
  );
}
