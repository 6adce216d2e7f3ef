import { describe, expect, it } from "vitest";
import { decodeSeekKey, encodeSeekKey } from "./seek-key";

describe("seek keys", () => {
  it("round-trips a row and its sort, in characters an address keeps", () => {
    const key = encodeSeekKey({ sort: "distance", id: "cm3x9_a-1" });
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSeekKey(key, "distance")).toEqual({ sort: "distance", id: "cm3x9_a-1" });
  });

  it("is null for another sort, tampered content or no key", () => {
    const key = encodeSeekKey({ sort: "rating", id: "abc" });
    expect(decodeSeekKey(key, "newest")).toBeNull();
    expect(decodeSeekKey(key.slice(0, -3), "rating")).toBeNull();
    expect(decodeSeekKey(undefined, "rating")).toBeNull();
    expect(decodeSeekKey("e30", "rating")).toBeNull(); // {}
    const b64 = (content: string) => Buffer.from(content).toString("base64url");
    expect(decodeSeekKey(b64('{"s":"rating","i":"a\' OR 1=1"}'), "rating")).toBeNull();
    expect(decodeSeekKey(b64('{"s":"rating","i":"' + "a".repeat(65) + '"}'), "rating")).toBeNull();
    expect(decodeSeekKey(b64("[1,2]"), "rating")).toBeNull();
    expect(decodeSeekKey("%%%", "rating")).toBeNull();
  });
});
