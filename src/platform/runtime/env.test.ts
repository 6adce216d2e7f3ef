import { describe, expect, it } from "vitest";
import { loadAppEnv, loadServerEnv, pageCacheSeconds, trustedProxyHops } from "./env.mjs";

describe("loadAppEnv", () => {
  it("fills the defaults", () => {
    const env = loadAppEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      DATABASE_URL: "file:./data/localhub.db",
      STORAGE_DIR: "data/uploads",
      DATABASE_CONNECT_TIMEOUT_MS: 5000,
    });
    expect(env.NEXTAUTH_SECRET).not.toBe("");
    expect(loadAppEnv({ NODE_ENV: "production" }).NEXTAUTH_SECRET).toBe("");
  });

  it("lists every invalid variable with its message", () => {
    expect(() => loadAppEnv({ DATABASE_URL: "mysql://x", DATABASE_CONNECT_TIMEOUT_MS: "5" })).toThrow(
      "Invalid environment variables:\n  DATABASE_URL: must start with file: (SQLite) or postgresql:// (PostgreSQL)\n  DATABASE_CONNECT_TIMEOUT_MS: must be at least 100",
    );
  });
});

describe("loadServerEnv", () => {
  it("reads the production server's variables with their defaults", () => {
    expect(loadServerEnv({})).toEqual({
      TRUSTED_PROXY_HOPS: 0,
      PAGE_CACHE_SECONDS: 30,
      LOG_FORMAT: "pretty",
      METRICS_TOKEN: "",
    });
    expect(
      loadServerEnv({
        TRUSTED_PROXY_HOPS: "2",
        PAGE_CACHE_SECONDS: "0",
        NODE_ENV: "production",
        METRICS_TOKEN: "a-token-of-sixteen",
      }),
    ).toEqual({
      TRUSTED_PROXY_HOPS: 2,
      PAGE_CACHE_SECONDS: 0,
      LOG_FORMAT: "json",
      METRICS_TOKEN: "a-token-of-sixteen",
    });
  });

  it("reads LOG_FORMAT (json in production, pretty elsewhere) and refuses another format", () => {
    expect(loadServerEnv({ NODE_ENV: "production", LOG_FORMAT: "pretty" }).LOG_FORMAT).toBe("pretty");
    expect(loadServerEnv({ LOG_FORMAT: "json" }).LOG_FORMAT).toBe("json");
    expect(() => loadServerEnv({ LOG_FORMAT: "xml" })).toThrow(
      new Error("Invalid environment variables:\n  LOG_FORMAT: must be json or pretty"),
    );
  });

  it("refuses a METRICS_TOKEN shorter than 16 characters", () => {
    expect(() => loadServerEnv({ METRICS_TOKEN: "short" })).toThrow(
      new Error(
        "Invalid environment variables:\n  METRICS_TOKEN: must be at least 16 characters (or empty: no /metrics)",
      ),
    );
  });

  it("refuses an invalid one in the words the app uses, the first one found", () => {
    expect(() => loadServerEnv({ TRUSTED_PROXY_HOPS: "11" })).toThrow(
      new Error("Invalid environment variables:\n  TRUSTED_PROXY_HOPS: must be a whole number from 0 to 10"),
    );
    expect(() => loadServerEnv({ PAGE_CACHE_SECONDS: "soon" })).toThrow(
      new Error(
        "Invalid environment variables:\n  PAGE_CACHE_SECONDS: must be a whole number of seconds from 0 to 86400",
      ),
    );
    expect(() => loadServerEnv({ TRUSTED_PROXY_HOPS: "x", PAGE_CACHE_SECONDS: "soon" })).toThrow(
      new Error("Invalid environment variables:\n  TRUSTED_PROXY_HOPS: must be a whole number from 0 to 10"),
    );
  });

  it("reads TRUSTED_PROXY_HOPS as a small whole number (empty is 0) and refuses anything else", () => {
    expect([undefined, "", "2", "-1", "x", "1.5", "11"].map(trustedProxyHops)).toEqual([
      0,
      0,
      2,
      null,
      null,
      null,
      null,
    ]);
  });

  it("reads PAGE_CACHE_SECONDS with 30 as the default and 0 as off", () => {
    expect(pageCacheSeconds(undefined)).toBe(30);
    expect(pageCacheSeconds("")).toBe(30);
    expect(pageCacheSeconds("5")).toBe(5);
    expect(pageCacheSeconds("0")).toBe(0);
    expect(pageCacheSeconds("soon")).toBeNull();
    expect(pageCacheSeconds("-1")).toBeNull();
  });
});
