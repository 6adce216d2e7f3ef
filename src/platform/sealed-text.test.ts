import { describe, expect, it } from "vitest";
import { openSealedText, sealText } from "./sealed-text";

const options = { secret: "a-secret-of-at-least-thirty-two-characters", purpose: "test", context: "rosa@example.com" };

describe("sealed text", () => {
  it("opens what it sealed, with a fresh IV each time and no plaintext in the sealed form", () => {
    const text = "Reset: https://x.example/auth/reset-password?token=abcDEF123";
    const first = sealText(text, options);
    const second = sealText(text, options);
    expect(first).not.toBe(second);
    expect(first).not.toContain("abcDEF123");
    expect(openSealedText(first, options)).toBe(text);
    expect(openSealedText(second, options)).toBe(text);
  });

  it("refuses another secret, purpose or context, and any change to the sealed form", () => {
    const sealed = sealText("hello", options);
    expect(() => openSealedText(sealed, { ...options, secret: "another-secret-of-thirty-two-characters" })).toThrow();
    expect(() => openSealedText(sealed, { ...options, purpose: "other" })).toThrow();
    expect(() => openSealedText(sealed, { ...options, context: "mallory@example.com" })).toThrow();
    const [version, iv, body] = sealed.split(".");
    const flipped = Buffer.from(body!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(() => openSealedText(`${version}.${iv}.${flipped.toString("base64url")}`, options)).toThrow();
    expect(() => openSealedText("not sealed", options)).toThrow("Not a sealed text.");
    expect(() => sealText("x", { ...options, secret: "" })).toThrow();
  });
});
