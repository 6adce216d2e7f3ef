// The site footer: link columns, contact details and social links from site settings, copyright.
import { IntentLink } from "@/components/ui/intent-link";
import { Logo } from "@/components/ui/logo";
import { getLogoSrc, getSettings } from "@/features/site-settings/layout-data";
import { SocialLinks } from "./social-links";
import { FOCUS_RING_ON_DARK } from "@/components/ui/focus-ring";

const FOOTER_COLUMNS = [
  {
    title: "Platform",
    links: [
      { href: "/directory", label: "Browse Directory" },
      { href: "/business", label: "For Business" },
      { href: "/#waitlist", label: "Join the Waitlist" },
      { href: "/sitemap", label: "Sitemap" },
    ],
  },
  {
    title: "Support",
    links: [
      { href: "/help", label: "Help Center" },
      { href: "/contact", label: "Contact Us" },
    ],
  },
  { title: "Company", links: [{ href: "/about", label: "About Us" }] },
  {
    title: "Legal",
    links: [
      { href: "/privacy", label: "Privacy Policy" },
      { href: "/terms", label: "Terms of Service" },
    ],
  },
] as const;

const linkClass = `rounded-sm text-sm text-slate-300 hover:text-white ${FOCUS_RING_ON_DARK}`;

type Props = {
  /** The newsletter subscribe box (a client component, passed in by the root layout). */
  newsletter?: React.ReactNode;
};

export async function SiteFooter({ newsletter }: Props) {
  const [settings, logoSrc] = await Promise.all([getSettings(), getLogoSrc()]);
  const email = settings.contact_email.trim();
  const phone = settings.contact_phone.trim();
  const address = settings.contact_address.trim();

  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,2fr)] lg:px-8">
        <div className="space-y-5">
          <Logo src={logoSrc} size="sm" onDark />
          <p className="max-w-sm text-sm text-slate-400">
            Discover and connect with trusted, verified local businesses in your community.
          </p>
          {(email || phone || address) && (
            <address className="space-y-1.5 text-sm not-italic">
              {email && (
                <p>
                  <a href={`mailto:${email}`} className={linkClass}>
                    {email}
                  </a>
                </p>
              )}
              {phone && (
                <p>
                  <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                    {phone}
                  </a>
                </p>
              )}
              {address && <p className="text-slate-400">{address}</p>}
            </address>
          )}
          <SocialLinks settings={settings} />
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold tracking-wide text-white">{column.title}</h2>
              <ul className="mt-4 space-y-2.5">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <IntentLink href={link.href} className={linkClass}>
                      {link.label}
                    </IntentLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      {newsletter && (
        <div className="border-t border-slate-800">
          <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{newsletter}</div>
        </div>
      )}
      {settings.copyright_text.trim() && (
        <div className="border-t border-slate-800">
          <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
            {settings.copyright_text}
          </p>
        </div>
      )}
    </footer>
  );
}
