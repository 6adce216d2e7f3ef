// The footer's social profile links: only the networks an admin has filled in.
import type { SiteSettings } from "@/features/site-settings/schema";
import { FacebookIcon, InstagramIcon, LinkedInIcon, XTwitterIcon } from "@/components/ui/icons";
import { FOCUS_RING_ON_DARK } from "@/components/ui/focus-ring";

const NETWORKS = [
  { key: "social_facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "social_twitter", label: "Twitter", Icon: XTwitterIcon },
  { key: "social_instagram", label: "Instagram", Icon: InstagramIcon },
  { key: "social_linkedin", label: "LinkedIn", Icon: LinkedInIcon },
] as const;

/** Web addresses only: a setting such as "javascript:..." is never rendered as a link. */
const isWebUrl = (value: string) => /^https?:\/\/\S+$/i.test(value);

export function SocialLinks({ settings }: { settings: SiteSettings }) {
  const links = NETWORKS.map((network) => ({ ...network, url: settings[network.key].trim() })).filter((link) =>
    isWebUrl(link.url),
  );
  if (links.length === 0) return null;
  return (
    <ul className="flex items-center gap-2">
      {links.map(({ key, label, url, Icon }) => (
        <li key={key}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            className={`grid size-9 place-items-center rounded-full bg-slate-800 text-slate-300 hover:bg-slate-700 hover:text-white ${FOCUS_RING_ON_DARK}`}
          >
            <Icon className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
