import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native and Node-only database drivers stay outside the server bundle.
  serverExternalPackages: ["better-sqlite3", "pg", "@node-rs/argon2", "ioredis"],
  poweredByHeader: false,
};

export default nextConfig;
