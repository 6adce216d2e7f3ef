import { describe, expect, it } from "vitest";
import { compactChanges } from "./changes";

describe("compactChanges", () => {
  it("keeps only the fields an update changed", () => {
    expect(compactChanges({ name: "A", active: true, rank: 1 }, { name: "B", active: true, rank: 1 })).toEqual({
      before: { name: "A" },
      after: { name: "B" },
    });
  });
  it("keeps every field of a create or a delete", () => {
    expect(compactChanges(null, { name: "A" })).toEqual({ after: { name: "A" } });
    expect(compactChanges({ name: "A" }, null)).toEqual({ before: { name: "A" } });
  });
  it("writes dates as ISO text, cuts long texts and treats undefined as null", () => {
    const when = new Date("2026-01-02T03:04:05.000Z");
    const long = "x".repeat(300);
    const { after } = compactChanges({ at: null, text: "", gone: 1 }, { at: when, text: long, gone: undefined });
    expect(after).toEqual({ at: "2026-01-02T03:04:05.000Z", text: `${"x".repeat(200)}…`, gone: null });
  });
  it("compares nested values by content", () => {
    expect(compactChanges({ tags: ["a", "b"] }, { tags: ["a", "b"] })).toEqual({ before: {}, after: {} });
  });
});
