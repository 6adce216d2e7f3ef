"use client";
// The last resort when even the root layout fails: a plain branded page (no layout, no data).
import "./globals.css";
import { NO_STORE_PAGE } from "@/lib/page-cache-marker.mjs";

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body {...NO_STORE_PAGE} className="flex min-h-screen items-center justify-center bg-white px-4">
        <main className="max-w-md text-center">
          <p className="text-2xl font-bold text-brand-600">LocalHub</p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">We&apos;ll be right back</h1>
          <p className="mt-4 text-slate-600">
            LocalHub is having trouble reaching its data. Please try again in a moment.
          </p>
          <button
            type="button"
            onClick={reset}
            className="mt-8 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
