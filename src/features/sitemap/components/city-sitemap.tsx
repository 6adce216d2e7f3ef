// The readable sitemap's page of one city: its businesses by name, paged.
import Link from "next/link";
import { businessPath } from "@/features/directory/types";
import type { sitemapCityBusinesses } from "@/features/sitemap/queries";
import { LINK_CLASS } from "./styles";

type CityBusinesses = NonNullable<Awaited<ReturnType<typeof sitemapCityBusinesses>>>;

/** One page of a city's businesses on the readable sitemap (/sitemap/{city}). */
export function CitySitemap({ result }: { result: CityBusinesses }) {
  const { city, total, page, pages, businesses } = result;
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
        {total} {total === 1 ? "business" : "businesses"} ·{" "}
        <Link href={`/directory/${city.slug}`} className={LINK_CLASS}>
          Open the {city.name} directory
        </Link>
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
          {page > 1 && (
            <Link href={href(page - 1)} className={LINK_CLASS}>
              Previous page
            </Link>
          )}
          <span className="text-slate-600">
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link href={href(page + 1)} className={LINK_CLASS}>
              Next page
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
