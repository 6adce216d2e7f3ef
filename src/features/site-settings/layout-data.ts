// Server-side reads shared by the header, footer, page metadata and pages, once per request.
import "server-only";
import { cache } from "react";
import { db } from "@/platform/db";
import { getSiteSettings, getVersionedImageSetting } from "@/features/site-settings/queries";

export const getLogoSrc = cache(() => getVersionedImageSetting(db, "site_logo_url"));
export const getSettings = cache(() => getSiteSettings(db));
export const getFaviconSrc = cache(() => getVersionedImageSetting(db, "site_favicon_url"));
export const getSharingImageSrc = cache(() => getVersionedImageSetting(db, "site_og_image_url"));
