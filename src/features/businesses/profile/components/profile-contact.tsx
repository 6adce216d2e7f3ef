import { normalizeLink } from "@/lib/links";
import { postalAddress, telHref } from "@/features/businesses/profile/contact-links";
import type { BusinessProfile } from "@/features/businesses/profile/queries";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { ProfileCard } from "./profile-card";

const linkClass = `break-all rounded-sm text-brand-700 underline hover:text-brand-600 ${FOCUS_RING}`;

const SOCIAL = [
  { key: "facebookUrl", label: "Facebook" },
  { key: "instagramUrl", label: "Instagram" },
  { key: "tiktokUrl", label: "TikTok" },
  { key: "googleBusinessUrl", label: "Google Business" },
] as const;

export function ProfileContact({ business }: { business: BusinessProfile }) {
  const address = postalAddress(business);
  const tel = telHref(business.phone);
  const website = normalizeLink(business.websiteUrl ?? "");
  const social = SOCIAL.map((network) => ({ ...network, url: normalizeLink(business[network.key] ?? "") })).filter(
    (network) => network.url,
  );

  return (
    <ProfileCard title="Contact">
      <dl className="space-y-3 text-sm">
        <Item label="Address">{address}</Item>
        {business.phone && tel && (
          <Item label="Phone">
            <a href={tel} data-insight="call" className={linkClass}>
              {business.phone}
            </a>
          </Item>
        )}
        {business.email && (
          <Item label="Email">
            <a href={`mailto:${business.email}`} className={linkClass}>
              {business.email}
            </a>
          </Item>
        )}
        {website && (
          <Item label="Website">
            <a
              href={website}
              data-insight="website"
              target="_blank"
              rel="noopener noreferrer nofollow"
              className={linkClass}
            >
              {business.websiteUrl}
            </a>
          </Item>
        )}
      </dl>
      {social.length > 0 && (
        <ul aria-label="Social links" className="mt-4 flex flex-wrap gap-2">
          {social.map((network) => (
            <li key={network.key}>
              <a
                href={network.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className={`inline-flex rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 hover:bg-slate-200 ${FOCUS_RING}`}
              >
                {network.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
