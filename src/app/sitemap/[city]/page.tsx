import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { api } from "@/trpc/server";
import { CitySitemap } from "@/features/sitemap/components/city-sitemap";

type Props = {
  params: Promise<{ city: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const load = cache(async (city: string, page: number) => api.sitemap.cityBusinesses({ city, page }));

async function pageFor({ params, searchParams }: Props) {
  const { city } = await params;
  const requested = Number((await searchParams).page);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 100_000 ? requested : 1;
  const result = await load(city, page);
  if (!result || page > result.pages) notFound();
  return result;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { city, page, pages } = await pageFor(props);
  const suffix = pages > 1 ? ` (page ${page} of ${pages})` : "";
  return {
    title: `Businesses in ${city.name}, ${city.state}${suffix} | Sitemap | LocalHub`,
    description: `Every LocalHub business listed in ${city.name}, ${city.state}.`,
    alternates: { canonical: page > 1 ? `/sitemap/${city.slug}?page=${page}` : `/sitemap/${city.slug}` },
  };
}

export default async function SitemapCityPage(props: Props) {
  return <CitySitemap result={await pageFor(props)} />;
}
