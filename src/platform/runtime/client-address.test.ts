import { describe, expect, it } from "vitest";
import { resolveClientAddress } from "./client-address.mjs";

describe("resolveClientAddress", () => {
  it("takes the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("203.0.113.7, 10.0.0.1", "198.51.100.2", 0)).toBe("198.51.100.2");
    expect(resolveClientAddress(undefined, "::ffff:127.0.0.1", 0)).toBe("127.0.0.1");
  });

  it("with n trusted hops takes the entry the n-th proxy saw; earlier entries are the client's own", () => {
    expect(resolveClientAddress("6.6.6.6, 203.0.113.7", "10.0.0.1", 1)).toBe("203.0.113.7");
    expect(resolveClientAddress(["6.6.6.6, 203.0.113.7", "10.0.0.9"], "10.0.0.1", 2)).toBe("203.0.113.7");
    expect(resolveClientAddress(undefined, "10.0.0.1", 1)).toBe("10.0.0.1");
    expect(resolveClientAddress(" ", null, 0)).toBeNull();
  });

  it("drops characters no address has", () => {
    expect(resolveClientAddress("1.2.3.4<script>\u0000", null, 0)).toBe("1.2.3.4script");
  });
});
