import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native and Node-only database drivers stay outside the server bundle.
  serverExternalPackages: ["better-sqlite3", "pg"],
  poweredByHeader: false,
};

export default nextConfig;
