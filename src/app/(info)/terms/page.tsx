import type { Metadata } from "next";
import Link from "next/link";
import { InfoPage, InfoSection } from "../_components/info-page";

export const metadata: Metadata = { title: "Terms of Service | LocalHub" };

export default function TermsPage() {
  return (
    <InfoPage
      title="Terms of Service"
      intro="These terms apply to everyone who uses LocalHub. By using the site you agree to them."
      updated="November 2026"
    >
      <InfoSection title="Using LocalHub">
        <p>
          You may browse LocalHub freely. When you create an account, keep your sign-in details safe and give accurate
          information. You are responsible for what happens under your account.
        </p>
      </InfoSection>
      <InfoSection title="Reviews and content">
        <ul>
          <li>Reviews must describe your own, genuine experience with the business.</li>
          <li>
            No offensive, misleading or promotional content, and no reviews of your own business or a competitor&apos;s.
          </li>
          <li>We may remove content that breaks these rules and suspend accounts that repeatedly do.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Business listings">
        <p>
          Owners must have the right to represent the business they list and keep its details accurate. The verified
          badge means we checked the business; it is not an endorsement of its work. Agreements between you and a
          business are between you and that business.
        </p>
      </InfoSection>
      <InfoSection title="Our service">
        <p>
          We work to keep LocalHub available and accurate but provide it as it is, without guarantees. To the extent the
          law allows, LocalHub is not liable for indirect losses arising from the use of the site.
        </p>
      </InfoSection>
      <InfoSection title="Changes and contact">
        <p>
          We may update these terms and will show the date of the latest change on this page. Questions?{" "}
          <Link href="/contact">Contact us</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
