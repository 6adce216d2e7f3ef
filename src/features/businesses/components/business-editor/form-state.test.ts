import { describe, expect, it } from "vitest";
import { emptyEditorState, hoursFromRanges, hoursInput, sectionErrors, servicesInput } from "./form-state";

describe("business editor state", () => {
  it("turns days into ranges and back: closed, 24 hours, past midnight", () => {
    const days = emptyEditorState().hours;
    days[1] = { mode: "24h", ranges: [] };
    days[5] = { mode: "open", ranges: [{ open: "09:00", close: "12:00" }, { open: "22:00", close: "02:00" }] };
    const ranges = hoursInput(days);
    expect(ranges).toEqual([
      { dayOfWeek: 1, open: "00:00", close: "00:00" },
      { dayOfWeek: 5, open: "09:00", close: "12:00" },
      { dayOfWeek: 5, open: "22:00", close: "02:00" },
    ]);
    expect(hoursFromRanges(ranges)).toEqual(days);
  });

  it("reads typed numbers, empty meaning none", () => {
    expect(servicesInput([{ key: "k", serviceName: "Cut", description: "", priceFrom: "25.5", priceTo: "", durationMinutes: "30", isFeatured: false }])).toEqual([
      { serviceName: "Cut", description: "", priceFrom: 25.5, priceTo: null, durationMinutes: 30, isFeatured: false },
    ]);
  });

  it("files server errors under the section's own keys", () => {
    expect(sectionErrors({ "data.0.priceTo": ["a"], "services.1.serviceName": ["b"], data: ["c"], categoryId: ["d"] }, "services")).toEqual({
      "0.priceTo": "a",
      "1.serviceName": "b",
      _: "c",
      categoryId: "d",
    });
    expect(sectionErrors({ "hours.6": ["Opening hours overlap"] }, "hours")).toEqual({ "6": "Opening hours overlap" });
  });
});
