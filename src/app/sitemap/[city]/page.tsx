import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { api } from "@/trpc/server";
import { businessPath } from "@/features/directory/types";
import { LINK_CLASS } from "@/features/sitemap/components/styles";

type Props = { params: Promise<{ city: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

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
  const { city, total, page, pages, businesses } = await pageFor(props);
  const href = (target: number) => (target === 1 ? `/sitemap/${city.slug}` : `/sitemap/${city.slug}?page=${target}`);
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-12 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/sitemap" className={LINK_CLASS}>
          Sitemap
        </Link>
        <span className="text-slate-400"> / </span>
        <span className="text-slate-600">{city.name}</span>
      </nav>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">
        Businesses in {city.name}, {city.state}
      </h1>
      <p className="mt-2 text-slate-600">
        {total} {total === 1 ? "business" : "businesses"} · <Link href={`/directory/${city.slug}`} className={LINK_CLASS}>Open the {city.name} directory</Link>
      </p>
      <ul className="mt-8 grid gap-x-6 gap-y-2 sm:grid-cols-2 md:grid-cols-3">
        {businesses.map((business) => (
          <li key={business.id}>
            <Link href={businessPath(business)} className={LINK_CLASS}>
              {business.businessName}
            </Link>
            {business.category && <span className="text-sm text-slate-500"> · {business.category}</span>}
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-8 flex items-center gap-4 text-sm">
          {page > 1 && <Link href={href(page - 1)} className={LINK_CLASS}>Previous page</Link>}
          <span className="text-slate-600">Page {page} of {pages}</span>
          {page < pages && <Link href={href(page + 1)} className={LINK_CLASS}>Next page</Link>}
        </nav>
      )}
    </div>
  );
}
