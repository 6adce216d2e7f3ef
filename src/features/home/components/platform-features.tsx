import type { PlatformFeatureCard } from "@/features/home/platform-features";
import { PlatformIcon } from "@/components/ui/platform-icon";
import { SectionHeading } from "./section-heading";

const DEFAULT_COLOR = "bg-brand-100 text-brand-700";

/** The platform feature cards, read by `load` (the page's server caller). */
export async function PlatformFeatures({ load }: { load: () => Promise<PlatformFeatureCard[]> }) {
  const features = await load();
  if (features.length === 0) return null;
  return (
    <section aria-labelledby="features-heading" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-heading"
          title="Why local businesses choose LocalHub"
          intro="Everything you need to find, trust and support the businesses around you."
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li
              key={feature.id}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              data-testid="feature-card"
            >
              <div className="flex items-center justify-between gap-3">
                <span className={`grid size-11 place-items-center rounded-xl ${feature.colorClass || DEFAULT_COLOR}`}>
                  <PlatformIcon name={feature.iconName} className="size-6" />
                </span>
                {feature.badgeText && (
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                    {feature.badgeText}
                  </span>
                )}
              </div>
              <h3 className="mt-4 font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
