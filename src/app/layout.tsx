import type { Metadata } from "next";
import "./globals.css";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { VerifyEmailBanner } from "@/components/layout/verify-email-banner";
import { NewsletterForm } from "@/features/newsletter/components/newsletter-form";
import { NavigationTracker } from "@/features/insights/components/navigation-tracker";
import { AppProviders } from "@/components/providers/app-providers";
import { CardStateBoundary } from "@/components/providers/card-state-boundary";
import { ToastHost } from "@/components/providers/toast-host";
import { siteMetadata } from "./site-metadata";

export function generateMetadata(): Promise<Metadata> {
  return siteMetadata();
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only rounded-md bg-white text-sm font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2 focus:outline-2 focus:outline-brand-600"
        >
          Skip to content
        </a>
        <AppProviders>
          <SiteHeader />
          <VerifyEmailBanner />
          <main id="main" className="flex flex-1 scroll-mt-16 flex-col">
            <CardStateBoundary>{children}</CardStateBoundary>
          </main>
          <SiteFooter newsletter={<NewsletterForm />} />
          <ToastHost />
        </AppProviders>
        <NavigationTracker />
      </body>
    </html>
  );
}
