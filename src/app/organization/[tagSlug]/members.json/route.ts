import "server-only";
// An organisation's public member list as JSON, for other sites: public fields only, cached for
// five minutes by browsers and shared caches, and for a minute in the process.
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { MEMBERS_JSON_MAX_AGE_SECONDS, publicMembersJson } from "@/features/organizations/public";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ tagSlug: string }> }) {
  const slug = decodeURIComponent((await params).tagSlug)
    .trim()
    .toLowerCase()
    .slice(0, 120);
  const origin = (env.NEXTAUTH_URL ?? new URL(request.url).origin).replace(/\/+$/, "");
  const body = slug ? await publicMembersJson(db, slug, origin) : null;
  if (!body) {
    return Response.json(
      { error: "Organization not found." },
      { status: 404, headers: { "cache-control": "no-store" } },
    );
  }
  return Response.json(body, {
    headers: {
      "cache-control": `public, max-age=${MEMBERS_JSON_MAX_AGE_SECONDS}`,
      "access-control-allow-origin": "*",
    },
  });
}
