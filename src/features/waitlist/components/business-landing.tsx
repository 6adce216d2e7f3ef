import { ReserveSpotLink, WaitlistSection } from "@/features/waitlist/components/waitlist-section";
import { CheckList } from "@/components/ui/check-list";

const REASONS = [
  {
    title: "Get found by nearby customers",
    text: "People search LocalHub by city, category and rating. A verified listing puts you in front of them when they are ready to buy.",
  },
  {
    title: "Build trust with real reviews",
    text: "Invite customers to review you with a personal link, answer feedback and show your rating on every card.",
  },
  {
    title: "Grow with other local businesses",
    text: "Connect with chambers of commerce, associations and neighbouring businesses that refer customers to one another.",
  },
];

const STEPS = [
  {
    title: "Join the waitlist",
    text: "Tell us about your business and the challenges you want help with. It takes two minutes.",
  },
  {
    title: "We launch in your area",
    text: "We open LocalHub city by city. You hear from us the day your area goes live.",
  },
  {
    title: "Your profile goes live",
    text: "Your listing is ready with your details, links and services, and customers can start finding you.",
  },
];

const BENEFITS = [
  "Verified business badge",
  "Profile with hours, services and offers",
  "Review requests with shareable links",
  "Business dashboard with insights",
  "Free marketing audit for early members",
  "Founding-member placement in search",
];

/** The marketing page for business owners (/business); it ends with the waitlist. */
export function BusinessLanding() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white py-16">
        <div className="mx-auto max-w-4xl px-4 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">LocalHub for Business</p>
          <h1 className="mt-2 text-4xl font-bold text-slate-900 sm:text-5xl">Grow your business with your community</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            LocalHub is the directory where local customers find trusted businesses, and where businesses find each
            other.
          </p>
          <ReserveSpotLink className="mt-8" />
        </div>
      </section>

      <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="why-heading" className="text-2xl font-bold text-slate-900">
          Why list on LocalHub
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {REASONS.map((reason) => (
            <article key={reason.title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <h3 className="font-semibold text-slate-900">{reason.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{reason.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="how-heading" className="bg-slate-50 py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="how-heading" className="text-2xl font-bold text-slate-900">
            How it works
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm">
                <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="benefits-heading" className="text-2xl font-bold text-slate-900">
          What members get
        </h2>
        <CheckList items={BENEFITS} className="mt-6 grid gap-3 text-slate-700 sm:grid-cols-2 lg:grid-cols-3" />
      </section>

      <WaitlistSection />
    </>
  );
}
