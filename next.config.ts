import type { NextConfig } from "next";
import { FRAME_DENY_HEADER, NOT_FRAMEABLE_SOURCE, STATIC_SECURITY_HEADERS } from "./src/lib/security-headers";

const nextConfig: NextConfig = {
  // Native and Node-only database drivers stay outside the server bundle.
  serverExternalPackages: ["better-sqlite3", "pg", "@node-rs/argon2", "ioredis"],
  poweredByHeader: false,
  // Fixed security headers on every answer, static files included; src/proxy.ts adds the CSP and HSTS.
  // Framing is refused everywhere but an organisation's embeddable member directory.
  headers: async () => [
    { source: "/:path*", headers: [...STATIC_SECURITY_HEADERS] },
    { source: NOT_FRAMEABLE_SOURCE, headers: [FRAME_DENY_HEADER] },
  ],
};

export default nextConfig;
