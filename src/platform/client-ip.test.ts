import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

describe("clientIp", () => {
  it("takes the last X-Forwarded-For hop (the one the proxy saw), else X-Real-IP", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": " 203.0.113.7 , 10.0.0.1 ", "x-real-ip": "10.0.0.2" }))).toBe("10.0.0.1");
    expect(clientIp(new Headers({ "x-forwarded-for": "198.51.100.8" }))).toBe("198.51.100.8");
    expect(clientIp(new Headers({ "x-real-ip": "198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientIp(new Headers({ "x-forwarded-for": " ", "x-real-ip": "198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientIp(new Headers())).toBeNull();
  });
});
