// Server-side reads shared by the header and footer, once per request.
import "server-only";
import { cache } from "react";
import { db } from "@/server/db";
import { getVersionedImageSetting } from "@/features/site-settings/data";

export const getLogoSrc = cache(() => getVersionedImageSetting(db, "site_logo_url"));
