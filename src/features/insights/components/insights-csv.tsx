"use client";
// The period's insights as a CSV file (one row per day, every counter) the browser saves.
import { CsvDownloadButton } from "@/components/ui/csv-download";
import type { InsightPeriod } from "@/features/insights/types";
import { slugify } from "@/lib/slug";
import { api } from "@/trpc/react";

export function InsightsCsv({
  business,
  days,
}: {
  business: { id: string; businessName: string };
  days: InsightPeriod;
}) {
  const utils = api.useUtils();
  return (
    <CsvDownloadButton
      label="Download CSV"
      fileStem={`insights-${slugify(business.businessName) || "business"}-${days}-days`}
      load={() => utils.insights.exportCsv.fetch({ businessId: business.id, days }, { staleTime: 0 })}
      doneMessage="Insights downloaded."
    />
  );
}
