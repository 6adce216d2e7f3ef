"use client";
// The branded page for an unexpected failure while rendering a page (e.g. the database is
// unreachable). It never shows the error's text: details stay in the server's log.
import Link from "next/link";
import { NO_STORE_PAGE } from "@/lib/page-cache-marker.mjs";

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div {...NO_STORE_PAGE} className="flex flex-1 items-center justify-center px-4 py-24">
      <div className="max-w-md text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">We can&apos;t show this page right now</h1>
        <p className="mt-4 text-slate-600">
          LocalHub is having trouble reaching its data. Please try again in a moment.
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <button
            type="button"
            onClick={reset}
            className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Try again
          </button>
          <Link
            href="/"
            className="rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            Return to Home
          </Link>
        </div>
      </div>
    </div>
  );
}
