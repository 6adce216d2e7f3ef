// Fixed home page content: the platform statistics (values from site settings) and testimonials.
import type { SiteSettingKey, SiteSettings } from "@/features/site-settings/schema";

type StatDefinition = { key: SiteSettingKey; label: string; change: string };

const STATS: StatDefinition[] = [
  { key: "platform_stats_active_businesses", label: "Active Businesses", change: "+23%" },
  { key: "platform_stats_five_star_reviews", label: "5-Star Reviews", change: "+18%" },
  { key: "platform_stats_member_perks", label: "Member Perks", change: "+41%" },
  { key: "platform_stats_connections_made", label: "Connections Made", change: "+35%" },
  { key: "platform_stats_revenue_generated", label: "Revenue Generated", change: "+52%" },
  { key: "platform_stats_monthly_growth", label: "Monthly Growth", change: "+8%" },
];

export type PlatformStat = { key: SiteSettingKey; label: string; value: string; change: string };

/**
 * The six statistics; settings already carry the spec's defaults for unset keys. When an admin
 * turned on the live number of connections and it could be read, Connections Made shows it.
 */
export function platformStats(settings: SiteSettings, live: { connections?: number | null } = {}): PlatformStat[] {
  return STATS.map((stat) => ({
    ...stat,
    value:
      stat.key === "platform_stats_connections_made" &&
      settings.platform_stats_connections_live === "true" &&
      typeof live.connections === "number"
        ? live.connections.toLocaleString("en-US")
        : settings[stat.key],
  }));
}

export type Testimonial = { quote: string; name: string; role: string; business: string; city: string };

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "Since joining LocalHub we get two or three new customers a week who found us through the directory. The verified badge really matters to people.",
    name: "Maria Gonzalez",
    role: "Owner",
    business: "Casa Verde Bakery",
    city: "San Antonio",
  },
  {
    quote:
      "I use it every time I need a trade I can trust. Reading real reviews from neighbours beats scrolling through ads.",
    name: "James Carter",
    role: "Member",
    business: "Homeowner",
    city: "Austin",
  },
  {
    quote: "The referrals from other owners in the network have been worth more than any ad we ever paid for.",
    name: "Priya Patel",
    role: "Founder",
    business: "Lakeside Family Dental",
    city: "Plano",
  },
];
