import { afterEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_TRUSTED } from "@/platform/runtime/client-address.mjs";
import { clientIp } from "./client-ip";

describe("clientIp", () => {
  const flags = globalThis as Record<symbol, unknown>;
  afterEach(() => {
    delete flags[CLIENT_ADDRESS_TRUSTED];
  });

  it("believes the stamped header only when the stamping server runs", () => {
    const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: "6.6.6.6", "x-forwarded-for": "203.0.113.1" });
    expect(clientIp(headers)).toBe("203.0.113.1");
    flags[CLIENT_ADDRESS_TRUSTED] = true;
    expect(clientIp(headers)).toBe("6.6.6.6");
  });
});
