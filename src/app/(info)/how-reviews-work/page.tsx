// How reviews work on LocalHub: the rules every review follows (FTC 16 CFR 465, no selective
// asking), plain and short. Linked from every review section.
import type { Metadata } from "next";
import Link from "next/link";
import { InfoPage, InfoSection } from "../_components/info-page";

export const metadata: Metadata = {
  title: "How reviews work on LocalHub",
  description:
    "Who can review, how review requests and email confirmation work, what is held for moderation, how to report a review, and what business owners can and cannot do.",
  alternates: { canonical: "/how-reviews-work" },
};

export default function HowReviewsWorkPage() {
  return (
    <InfoPage
      title="How reviews work on LocalHub"
      intro="Reviews on LocalHub are written by customers and shown the same way whether they are good or bad."
    >
      <InfoSection title="Who can review">
        <ul>
          <li>Any LocalHub member can review a business once (and edit their review later).</li>
          <li>A customer a business asked for a review can write it through the personal link in that email.</li>
          <li>
            A business&apos;s owner and people who work for it cannot review it. A review sent from the same connection
            the owner uses is refused.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Review requests and email confirmation">
        <ul>
          <li>
            Businesses can ask their customers for a review. Each customer gets an email with a personal link that works
            once, for 30 days.
          </li>
          <li>
            Only the customer&apos;s email has the link: the business never sees it, and a request cannot go to the
            owner&apos;s own address.
          </li>
          <li>
            A review written through a request link is published once it is confirmed: by signing in with a verified
            LocalHub account, or by the confirmation link we email to the address the request was sent to. An
            unconfirmed review is never published; its link stops working after 7 days.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="No incentives, no gating">
        <ul>
          <li>
            Every customer is asked the same way, with the same neutral request. Businesses may not offer anything in
            return for a review.
          </li>
          <li>
            Businesses may not ask only happy customers, or send unhappy ones somewhere else instead of reviewing.
          </li>
          <li>A review is published whatever its rating.</li>
        </ul>
      </InfoSection>
      <InfoSection title="What is held for moderation">
        <p>Some reviews wait for our team before they are published or counted in the rating:</p>
        <ul>
          <li>many more reviews of one business in a day than it usually gets;</li>
          <li>the same text already posted about another business;</li>
          <li>a third review in a day from the same internet connection;</li>
          <li>new reviews of a business whose owner told us someone is threatening a bad review unless paid.</li>
        </ul>
        <p>
          Our team then publishes or hides the review. A hidden review does not count in the rating, and the owner is
          told why.
        </p>
      </InfoSection>
      <InfoSection title="Reporting a review">
        <p>
          Signed-in members can report a review as spam, offensive, a conflict of interest, not from a customer, or
          extortion (&ldquo;someone threatens a bad review unless paid&rdquo;). When a business&apos;s owner reports
          extortion, new reviews of that business are held for our team until we have looked into it.
        </p>
      </InfoSection>
      <InfoSection title="What business owners can and cannot do">
        <ul>
          <li>Owners can ask customers for reviews, reply publicly to each review once, and report a review.</li>
          <li>Owners cannot remove, hide, edit or reorder reviews, and cannot choose which reviews are shown.</li>
        </ul>
        <p>
          Questions? <Link href="/contact">Contact us</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
