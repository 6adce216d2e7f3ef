import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_SECRET_MESSAGE, authSecret } from "./env";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("authSecret", () => {
  it("is not needed to load the environment, as during a production build", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("NEXTAUTH_SECRET", "");
    vi.resetModules();
    const loaded = await import("./env");
    expect(loaded.env.NODE_ENV).toBe("production");
    expect(() => loaded.authSecret()).toThrow(AUTH_SECRET_MESSAGE);
  });

  it("refuses production without a 32-character secret, with the clear message", () => {
    expect(() => authSecret({ NODE_ENV: "production", NEXTAUTH_SECRET: "" })).toThrow(
      `NEXTAUTH_SECRET: ${AUTH_SECRET_MESSAGE}`,
    );
    expect(() => authSecret({ NODE_ENV: "production", NEXTAUTH_SECRET: "short" })).toThrow(AUTH_SECRET_MESSAGE);
  });

  it("returns the secret when it is long enough, and the development secret outside production", () => {
    const secret = "x".repeat(32);
    expect(authSecret({ NODE_ENV: "production", NEXTAUTH_SECRET: secret })).toBe(secret);
    expect(authSecret({ NODE_ENV: "development", NEXTAUTH_SECRET: "dev" })).toBe("dev");
  });
});
