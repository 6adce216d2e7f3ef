// The public base URL (NEXTAUTH_URL) for canonical links, sharing tags and the sitemap.
import { env } from "@/platform/env";

export const SITE_URL = (env.NEXTAUTH_URL || "http://localhost:3000").replace(/\/+$/, "");

export const absoluteUrl = (path: string) => `${SITE_URL}${path.startsWith("/") ? path : `/${path}`}`;
