import { WaitlistSection } from "@/components/waitlist/waitlist-section";

export default function HomePage() {
  return (
    <>
      <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-16">
        <h1 className="text-4xl font-bold">Discover trusted local businesses</h1>
        <p className="mt-4 text-lg text-slate-600">Trusted by 10,000+ local businesses</p>
      </div>
      <WaitlistSection />
    </>
  );
}
