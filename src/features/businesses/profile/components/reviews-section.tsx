import type { BusinessProfile } from "@/features/businesses/profile/queries";
import { ProfileReviews } from "@/features/reviews/components/profile-reviews";
import { ProfileCard } from "./profile-card";

export function ReviewsSection({ business, basePath }: { business: BusinessProfile; basePath: string }) {
  return (
    <div id="reviews" className="scroll-mt-20">
      <ProfileCard title="Reviews">
        <ProfileReviews
          businessId={business.id}
          businessName={business.businessName}
          timeZone={business.timeZone}
          basePath={basePath}
          averageRating={business.averageRating}
          reviewCount={business.reviewCount}
          ratingCounts={business.ratingCounts}
          reviews={business.reviews}
          page={business.reviewsPage}
          pages={business.reviewPages}
          sort={business.reviewsSort}
        />
      </ProfileCard>
    </div>
  );
}
