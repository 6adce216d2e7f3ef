import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_PAYLOADS } from "../../tests/helpers/open-redirect-payloads";
import { safeCallbackPath } from "./safe-redirect";

describe("safeCallbackPath", () => {
  it("keeps same-site paths", () => {
    for (const path of [
      "/",
      "/admin/users?page=2",
      "/directory/austin?search=caf%C3%A9#results",
      "/business/x/@handle",
      "/%2F%2Fencoded",
    ]) {
      expect(safeCallbackPath(path)).toBe(path);
    }
  });

  it("refuses every known open-redirect payload", () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) expect(safeCallbackPath(payload), JSON.stringify(payload)).toBe("/");
  });

  it("refuses loops back to /auth and empty values", () => {
    for (const value of [null, undefined, "", "/auth", "/auth?x=1", "/auth#top"])
      expect(safeCallbackPath(value)).toBe("/");
  });
});
