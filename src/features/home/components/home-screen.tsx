// The home page: the hero, the featured businesses (streamed in), the platform's features and
// figures, testimonials, the call to join and the waitlist. The route passes its server caller's
// reads, so this screen stays below the API layer.
import { Suspense } from "react";
import type { getSettings } from "@/features/site-settings/layout-data";
import type { BusinessCardData } from "@/features/directory/types";
import type { PlatformFeatureCard } from "@/features/home/platform-features";
import { WaitlistSection } from "@/features/waitlist/components/waitlist-section";
import { platformStats } from "@/features/home/content";
import { FeaturedBusinesses, FeaturedSkeleton } from "./featured-businesses";
import { Hero } from "./hero";
import { JoinCall } from "./join-call";
import { PlatformFeatures } from "./platform-features";
import { PlatformStats } from "./platform-stats";
import { SectionHeading } from "./section-heading";
import { Testimonials } from "./testimonials";

type Props = {
  settings: Awaited<ReturnType<typeof getSettings>>;
  /** The live number of connections, when an admin turned it on and it could be read. */
  liveConnections?: number | null;
  featuredBusinesses: () => Promise<BusinessCardData[]>;
  platformFeatures: () => Promise<PlatformFeatureCard[]>;
};

export function HomeScreen({ settings, liveConnections, featuredBusinesses, platformFeatures }: Props) {
  return (
    <>
      <Hero imageSetting={settings.hero_image_url} />
      <section aria-labelledby="featured-heading" className="py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="featured-heading"
            title="Featured businesses"
            intro="Hand-picked, verified businesses our members love."
          />
          <Suspense fallback={<FeaturedSkeleton />}>
            <FeaturedBusinesses load={featuredBusinesses} />
          </Suspense>
        </div>
      </section>
      <PlatformFeatures load={platformFeatures} />
      <PlatformStats stats={platformStats(settings, { connections: liveConnections })} />
      <Testimonials />
      <JoinCall />
      <WaitlistSection />
    </>
  );
}
