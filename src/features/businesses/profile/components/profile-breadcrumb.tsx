// Home › Directory › {City} › {Business}, and 'Back to results'.
import { IntentLink } from "@/components/ui/intent-link";
import { Fragment } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { BusinessProfile } from "@/features/businesses/profile/queries";
import { BackToResults } from "./back-to-results";

const LINK = `rounded hover:text-brand-700 hover:underline ${FOCUS_RING}`;

export function ProfileBreadcrumb({ business }: { business: BusinessProfile }) {
  const cityPath = `/directory/${business.citySlug}`;
  const trail = [
    ["/", "Home"],
    ["/directory", "Directory"],
    [cityPath, business.city],
  ] as const;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 pt-4 sm:px-6 lg:px-8">
        <nav aria-label="Breadcrumb" className="min-w-0 text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-x-1.5">
            {trail.map(([href, label]) => (
              <Fragment key={href}>
                <li>
                  <IntentLink href={href} className={LINK}>
                    {label}
                  </IntentLink>
                </li>
                <li aria-hidden="true">›</li>
              </Fragment>
            ))}
            <li aria-current="page" className="truncate font-medium text-slate-900">
              {business.businessName}
            </li>
          </ol>
        </nav>
        <BackToResults fallback={cityPath} />
      </div>
    </div>
  );
}
