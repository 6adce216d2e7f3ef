import type { Metadata } from "next";
import { headers } from "next/headers";
import "./globals.css";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { VerifyEmailBanner } from "@/components/layout/verify-email-banner";
import { NewsletterForm } from "@/features/newsletter/components/newsletter-form";
import { NavigationTracker } from "@/features/insights/components/navigation-tracker";
import { CardStateBoundary } from "@/components/providers/card-state-boundary";
import { loadPageViewer } from "@/components/providers/page-viewer";
import { ToastHost } from "@/components/providers/toast-host";
import { ViewerProvider } from "@/components/providers/viewer";
import { NONCE_HEADER } from "@/lib/request-headers";
import { SIGNED_IN_HINT_SCRIPT } from "@/lib/signed-in-hint.mjs";
import { siteMetadata } from "./site-metadata";

export function generateMetadata(): Promise<Metadata> {
  return siteMetadata();
}

// The tree has the same shape for every visitor: who is looking only fills ViewerProvider, so a
// page rendered for nobody (the shared page cache) takes the visitor's parts after load without
// anything around the page changing. Parts that call the API bring the API client themselves
// (src/trpc/island.tsx; private areas' layouts: components/providers/api-area.tsx).
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [viewer, nonce] = await Promise.all([loadPageViewer(), headers().then((list) => list.get(NONCE_HEADER))]);
  return (
    // The first script marks <html> while the signed-in hint is present, before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: SIGNED_IN_HINT_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only rounded-md bg-white text-sm font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2 focus:outline-2 focus:outline-brand-600"
        >
          Skip to content
        </a>
        <ViewerProvider initial={viewer}>
          <SiteHeader />
          <VerifyEmailBanner />
          <main id="main" className="flex flex-1 scroll-mt-16 flex-col">
            <CardStateBoundary>{children}</CardStateBoundary>
          </main>
          <SiteFooter newsletter={<NewsletterForm />} />
          <ToastHost />
        </ViewerProvider>
        <NavigationTracker />
      </body>
    </html>
  );
}
