import type { Metadata } from "next";
import Link from "next/link";
import { InfoPage, InfoSection } from "../_components/info-page";

export const metadata: Metadata = { title: "Privacy Policy | LocalHub" };

export default function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      intro="This policy explains what LocalHub collects, why, and the choices you have."
      updated="November 2026"
    >
      <InfoSection title="What we collect">
        <ul>
          <li>
            Account details you give us: your name, email address or phone number, and a securely hashed password.
          </li>
          <li>What you do with your account: favourites, lists, reviews and, for owners, the business profile.</li>
          <li>Waitlist and newsletter sign-ups: the details entered in the form and how you found us.</li>
          <li>Basic technical data needed to run the site safely, such as your IP address in server logs.</li>
        </ul>
      </InfoSection>
      <InfoSection title="How we use it">
        <p>
          We use your information to run LocalHub: to sign you in, show your saved businesses, publish your reviews,
          send the emails you asked for and keep the service secure. We do not sell your personal information.
        </p>
      </InfoSection>
      <InfoSection title="Cookies">
        <p>
          We use one essential cookie to keep you signed in. We do not use advertising cookies. If you use &quot;Use
          current location&quot; in the directory, your browser shares your position with the page only for that search;
          we do not store it.
        </p>
      </InfoSection>
      <InfoSection title="Sharing">
        <p>
          Reviews and public lists are visible to everyone. Otherwise we share data only with service providers that
          help us run LocalHub (hosting and email), under contracts that protect it, or when the law requires it.
        </p>
      </InfoSection>
      <InfoSection title="Your choices">
        <ul>
          <li>You can unsubscribe from the newsletter with the link in every email.</li>
          <li>You can ask us for a copy of your data, to correct it, or to delete your account.</li>
        </ul>
        <p>
          To make a request, <Link href="/contact">contact us</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
