import type { Metadata } from "next";
import { api } from "@/trpc/server";
import { SitemapIndex } from "@/features/sitemap/components/sitemap-index";

export const metadata: Metadata = {
  title: "Sitemap | LocalHub",
  description:
    "Every page of LocalHub: the main pages, the directory for each Texas city and every business listed there.",
  alternates: { canonical: "/sitemap" },
};

export default async function SitemapPage() {
  return <SitemapIndex cities={await api.sitemap.cities()} />;
}
