import type { Metadata } from "next";
import Link from "next/link";
import { InfoPage, InfoSection } from "../_components/info-page";

export const metadata: Metadata = { title: "About Us | LocalHub" };

export default function AboutPage() {
  return (
    <InfoPage
      title="About LocalHub"
      intro="LocalHub helps people across Texas find trusted local businesses, and helps those businesses get found, reviewed and recommended."
    >
      <InfoSection title="Why we built LocalHub">
        <p>
          Great local businesses are often hard to find online: big platforms favour big advertisers, and reviews are
          hard to trust. We started LocalHub to give independent shops, trades, clinics and restaurants a fair place to
          be discovered in their own city.
        </p>
      </InfoSection>
      <InfoSection title="What makes us different">
        <ul>
          <li>Every business is checked by our team before it earns the verified badge.</li>
          <li>Reviews come from real customers, and owners can invite the people they have served.</li>
          <li>Members get perks and offers from the businesses in their community.</li>
          <li>Owners connect with each other to share referrals and grow together.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Where we are">
        <p>
          LocalHub serves 23 Texas cities today, from Houston and Dallas to El Paso and Brownsville, and we open new
          areas as local owners join. <Link href="/directory">Browse the directory</Link> or{" "}
          <Link href="/#waitlist">join the waitlist</Link> to bring LocalHub to your area.
        </p>
      </InfoSection>
      <InfoSection title="Get in touch">
        <p>
          Questions, ideas or partnership proposals are always welcome on our <Link href="/contact">contact page</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
