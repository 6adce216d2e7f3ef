import type { Metadata } from "next";
import Link from "next/link";
import { getSettings } from "@/features/site-settings/layout-data";
import { InfoPage, InfoSection } from "../_components/info-page";

export const metadata: Metadata = { title: "Contact Us | LocalHub" };

export default async function ContactPage() {
  const settings = await getSettings();
  const email = settings.contact_email.trim();
  const phone = settings.contact_phone.trim();
  const address = settings.contact_address.trim();

  return (
    <InfoPage
      title="Contact Us"
      intro="We are a small team and we read every message. Most questions are answered within one business day."
    >
      <InfoSection title="Reach us">
        {email || phone || address ? (
          <dl className="grid gap-4 sm:grid-cols-3">
            {email && <ContactItem label="Email" value={email} href={`mailto:${email}`} />}
            {phone && <ContactItem label="Phone" value={phone} href={`tel:${phone.replace(/[^\d+]/g, "")}`} />}
            {address && <ContactItem label="Address" value={address} />}
          </dl>
        ) : (
          <p>Contact details will be published here soon.</p>
        )}
      </InfoSection>
      <InfoSection title="Before you write">
        <ul>
          <li>
            Many answers are already in our <Link href="/help">Help Center</Link>.
          </li>
          <li>To correct a listing, include the business name and city so we can find it quickly.</li>
          <li>
            Business owners who want to be listed can <Link href="/#waitlist">join the waitlist</Link>.
          </li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}

function ContactItem({ label, value, href }: { label: string; value: string; href?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900">{href ? <a href={href}>{value}</a> : value}</dd>
    </div>
  );
}
