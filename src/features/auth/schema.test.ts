import { describe, expect, it } from "vitest";
import { MISSING_CREDENTIALS_MESSAGE, ZSignInSchema, ZSignUpSchema } from "./schema";

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe("auth schemas", () => {
  it("need an email or phone and a password, with the spec's message", () => {
    expect(messages(ZSignInSchema.safeParse({ identifier: " ", password: "x" }))).toEqual([
      MISSING_CREDENTIALS_MESSAGE,
    ]);
    expect(messages(ZSignUpSchema.safeParse({ identifier: "a@b.co", password: "", displayName: "A" }))).toEqual([
      MISSING_CREDENTIALS_MESSAGE,
    ]);
  });
  it("default sign-ups to customers and refuse other fields", () => {
    const parsed = ZSignUpSchema.parse({ identifier: "a@b.co", password: "Sturdy-pass-77", displayName: "A" });
    expect(parsed.userType).toBe("customer");
    expect(
      ZSignUpSchema.safeParse({ identifier: "a@b.co", password: "Sturdy-pass-77", displayName: "A", roles: ["admin"] })
        .success,
    ).toBe(false);
  });
});
