// The insights screen's address for a business and a period.
import type { InsightPeriod } from "@/features/insights/types";

export const insightsHref = (businessId: string, days: InsightPeriod) =>
  `/dashboard/insights?business=${encodeURIComponent(businessId)}&days=${days}`;
