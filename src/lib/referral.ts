// Where a waitlist entry came from: the page's query string, and the partner organisation page the
// visitor came through (kept in localStorage). Pure and browser-safe.
export const ORGANIZATION_REFERRAL_KEY = "organizationReferralData";

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;
type UtmKey = (typeof UTM_KEYS)[number];

export type OrganizationReferral = { organizationSlug: string; organizationName: string } & Partial<
  Record<UtmKey, string>
>;

export type Referral = {
  source?: string;
  medium?: string;
  campaign?: string;
  code?: string;
  organizationSlug?: string;
  organizationName?: string;
};

function first(params: URLSearchParams, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return undefined;
}

/** utm_source or source, utm_medium or medium, utm_campaign or campaign, and ref, referral or code. */
export function referralFromQuery(params: URLSearchParams): Referral {
  return {
    source: first(params, "utm_source", "source"),
    medium: first(params, "utm_medium", "medium"),
    campaign: first(params, "utm_campaign", "campaign"),
    code: first(params, "ref", "referral", "code"),
  };
}

/** What an organisation page stores: its slug and name, and the utm_* of its URL. */
export function organizationReferral(
  organizationSlug: string,
  organizationName: string,
  params: URLSearchParams,
): OrganizationReferral {
  const stored: OrganizationReferral = { organizationSlug, organizationName };
  for (const key of UTM_KEYS) {
    const value = first(params, key);
    if (value) stored[key] = value;
  }
  return stored;
}

/** Reads the stored organisation data; anything unreadable counts as none. */
export function parseOrganizationReferral(raw: string | null): OrganizationReferral | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const record = value as Record<string, unknown>;
    const text = (key: string) =>
      typeof record[key] === "string" && record[key].trim() ? record[key].trim() : undefined;
    const organizationSlug = text("organizationSlug");
    if (!organizationSlug) return null;
    const stored: OrganizationReferral = {
      organizationSlug,
      organizationName: text("organizationName") ?? organizationSlug,
    };
    for (const key of UTM_KEYS) {
      const utm = text(key);
      if (utm) stored[key] = utm;
    }
    return stored;
  } catch {
    return null;
  }
}

/** The organisation's data overrides source, medium and campaign and supplies its slug and name. */
export function combineReferral(query: Referral, organization: OrganizationReferral | null): Referral {
  if (!organization) return query;
  return {
    ...query,
    source: organization.utm_source ?? query.source,
    medium: organization.utm_medium ?? query.medium,
    campaign: organization.utm_campaign ?? query.campaign,
    organizationSlug: organization.organizationSlug,
    organizationName: organization.organizationName,
  };
}

/** "austin-chamber" -> "Austin Chamber", for organisation pages without a stored organisation. */
export function humanizeSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}
