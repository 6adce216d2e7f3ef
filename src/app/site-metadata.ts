// The site-wide page metadata. Pages outside /business, /directory and /sitemap take title,
// description, keywords and the sharing image from site settings; those three areas describe
// their own content, so they only inherit the icons and the base URL.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { getFaviconSrc, getSettings, getSharingImageSrc } from "@/features/site-settings/layout-data";
import { PATHNAME_HEADER } from "@/lib/request-headers";
import { SITE_URL } from "@/platform/site-url";

const OWN_METADATA = /^\/(business|directory|sitemap)(\/|\?|$)/;
const DEFAULT_FAVICON = "/favicon.svg";
const SHARING_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export async function siteMetadata(): Promise<Metadata> {
  const [settings, favicon, path] = await Promise.all([
    getSettings(),
    getFaviconSrc(),
    headers().then((h) => h.get(PATHNAME_HEADER) ?? "/"),
  ]);
  const base: Metadata = { metadataBase: new URL(SITE_URL), icons: { icon: favicon ?? DEFAULT_FAVICON } };
  if (OWN_METADATA.test(path)) return { ...base, title: "LocalHub" };

  const sharingImage = await getSharingImageSrc();
  const images = sharingImage ? [{ url: sharingImage, ...SHARING_IMAGE_SIZE, alt: settings.site_title }] : undefined;
  return {
    ...base,
    title: settings.site_title,
    description: settings.site_description,
    keywords: settings.site_keywords,
    openGraph: {
      type: "website",
      siteName: "LocalHub",
      title: settings.site_title,
      description: settings.site_description,
      images,
    },
    twitter: {
      card: images ? "summary_large_image" : "summary",
      title: settings.site_title,
      description: settings.site_description,
      images,
    },
  };
}
