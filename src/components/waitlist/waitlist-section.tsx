// The waitlist section (anchor #waitlist) shown on the home page and on /business.
export function WaitlistSection() {
  return (
    <section id="waitlist" aria-labelledby="waitlist-heading" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-5xl px-4">
        <h2 id="waitlist-heading" className="text-3xl font-bold text-slate-900">
          Be the first to transform your business network
        </h2>
      </div>
    </section>
  );
}
