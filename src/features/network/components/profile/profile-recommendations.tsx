// "Recommendations from local businesses" on a profile (server component): the accepted
// recommendations other businesses wrote, apart from the customers' star reviews. Each names the
// recommending business (linked to its profile) and its city; signed-in visitors get 'Report'
// (recommendation-report.tsx), which loads only on their pages. Text is rendered as text.
import { IntentLink } from "@/components/ui/intent-link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { formatDate } from "@/lib/dates";
import { RecommendationReport } from "./recommendation-report";

export type ProfileRecommendation = {
  id: string;
  text: string;
  createdAt: Date;
  fromBusiness: { id: string; businessName: string; slug: string; citySlug: string; city: string; state: string };
};

export function ProfileRecommendations({
  recommendations,
  total,
  timeZone,
}: {
  recommendations: ProfileRecommendation[];
  total: number;
  /** The profile's business's zone, as for its reviews. */
  timeZone: string;
}) {
  if (recommendations.length === 0) return null;
  return (
    <section
      id="recommendations"
      aria-labelledby="profile-recommendations"
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="profile-recommendations" className="text-lg font-semibold text-slate-900">
        Recommendations from local businesses
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Written by other businesses on LocalHub, not by customers; they do not count toward the star rating.
      </p>
      <ul className="mt-4 divide-y divide-slate-100" data-testid="profile-recommendations">
        {recommendations.map((recommendation) => {
          const from = recommendation.fromBusiness;
          return (
            <li key={recommendation.id} className="py-4 first:pt-0 last:pb-0">
              <p className="text-sm">
                <IntentLink
                  href={`/business/${from.citySlug}/${from.slug}`}
                  className={`font-semibold text-brand-700 hover:underline ${FOCUS_RING}`}
                >
                  {from.businessName}
                </IntentLink>
                <span className="text-slate-600">
                  {" "}
                  · {from.city}, {from.state}
                </span>
              </p>
              <blockquote className="mt-1 break-words whitespace-pre-line text-slate-800">
                {recommendation.text}
              </blockquote>
              <div className="mt-1 flex flex-wrap items-center gap-x-4 text-sm text-slate-500">
                <time dateTime={recommendation.createdAt.toISOString()}>
                  {formatDate(recommendation.createdAt, timeZone, "long")}
                </time>
                <RecommendationReport recommendationId={recommendation.id} businessName={from.businessName} />
              </div>
            </li>
          );
        })}
      </ul>
      {total > recommendations.length && (
        <p className="mt-4 text-sm text-slate-600">
          The {recommendations.length} newest of {total.toLocaleString("en-US")} recommendations.
        </p>
      )}
    </section>
  );
}

/** "Connected with N local businesses", for the profile's header; nothing without connections. */
export function ConnectedCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="text-slate-600" data-testid="profile-connections">
      Connected with {count.toLocaleString("en-US")} local {count === 1 ? "business" : "businesses"}
    </span>
  );
}
