import { Suspense } from "react";
import { getSettings } from "@/features/site-settings/layout-data";
import { WaitlistSection } from "@/features/waitlist/components/waitlist-section";
import { platformStats } from "@/features/home/content";
import { FeaturedBusinesses, FeaturedSkeleton } from "./_components/featured-businesses";
import { Hero } from "./_components/hero";
import { JoinCall } from "./_components/join-call";
import { PlatformFeatures } from "./_components/platform-features";
import { PlatformStats } from "./_components/platform-stats";
import { SectionHeading } from "./_components/section-heading";
import { Testimonials } from "./_components/testimonials";

export default async function HomePage() {
  const settings = await getSettings();
  return (
    <>
      <Hero imageSetting={settings.hero_image_url} />
      <section aria-labelledby="featured-heading" className="py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="featured-heading" title="Featured businesses" intro="Hand-picked, verified businesses our members love." />
          <Suspense fallback={<FeaturedSkeleton />}>
            <FeaturedBusinesses />
          </Suspense>
        </div>
      </section>
      <PlatformFeatures />
      <PlatformStats stats={platformStats(settings)} />
      <Testimonials />
      <JoinCall />
      <WaitlistSection />
    </>
  );
}
