// The readable sitemap's index: the main pages and the cities with listed businesses.
import Link from "next/link";
import type { SitemapCity } from "@/features/sitemap/queries";
import { LINK_CLASS } from "./styles";

const MAIN_PAGES = [
  { href: "/", label: "Home" },
  { href: "/directory", label: "Business Directory" },
  { href: "/business", label: "For Business" },
  { href: "/about", label: "About Us" },
  { href: "/help", label: "Help Center" },
  { href: "/how-reviews-work", label: "How Reviews Work" },
  { href: "/contact", label: "Contact Us" },
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Service" },
];

/** The readable sitemap (/sitemap): the main pages, and each city with businesses. */
export function SitemapIndex({ cities }: { cities: SitemapCity[] }) {
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Sitemap</h1>
      <p className="mt-3 text-slate-600">Every page of LocalHub in one place.</p>

      <section aria-labelledby="main-pages" className="mt-10">
        <h2 id="main-pages" className="text-xl font-semibold text-slate-900">
          Main pages
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 md:grid-cols-4">
          {MAIN_PAGES.map((page) => (
            <li key={page.href}>
              <Link href={page.href} className={LINK_CLASS}>
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cities" className="mt-10">
        <h2 id="cities" className="text-xl font-semibold text-slate-900">
          Businesses by city
        </h2>
        {cities.length === 0 ? (
          <p className="mt-4 text-slate-600">No businesses are listed yet.</p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 md:grid-cols-3">
            {cities.map((city) => (
              <li key={city.slug} className="rounded-xl border border-slate-200 p-4">
                <Link href={`/directory/${city.slug}`} className={`font-medium ${LINK_CLASS}`}>
                  {city.name}, {city.state}
                </Link>
                <p className="mt-1 text-sm text-slate-600">
                  <Link href={`/sitemap/${city.slug}`} className={LINK_CLASS}>
                    All {city.businessCount} {city.businessCount === 1 ? "business" : "businesses"}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
