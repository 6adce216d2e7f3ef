import { describe, expect, it } from "vitest";
import { applyTemplateOffer, emptyEditorState, hoursFromRanges, hoursInput, servicesInput } from "./form-state";

describe("business editor state", () => {
  it("turns days into ranges and back: closed, 24 hours, past midnight", () => {
    const days = emptyEditorState().hours;
    days[1] = { mode: "24h", ranges: [] };
    days[5] = {
      mode: "open",
      ranges: [
        { open: "09:00", close: "12:00" },
        { open: "22:00", close: "02:00" },
      ],
    };
    const ranges = hoursInput(days);
    expect(ranges).toEqual([
      { dayOfWeek: 1, open: "00:00", close: "00:00" },
      { dayOfWeek: 5, open: "09:00", close: "12:00" },
      { dayOfWeek: 5, open: "22:00", close: "02:00" },
    ]);
    expect(hoursFromRanges(ranges)).toEqual(days);
  });

  it("reads typed numbers, empty meaning none", () => {
    expect(
      servicesInput([
        {
          key: "k",
          serviceName: "Cut",
          description: "",
          priceFrom: "25.5",
          priceTo: "",
          durationMinutes: "30",
          isFeatured: false,
        },
      ]),
    ).toEqual([
      { serviceName: "Cut", description: "", priceFrom: 25.5, priceTo: null, durationMinutes: 30, isFeatured: false },
    ]);
  });

  it("takes a template: description only when empty, tags without repeats up to the limit, services appended in dollars", () => {
    const offer = {
      categoryId: "cat_bakeries",
      description: "A bakery.",
      tags: ["t1", "t2", "t3"].map((id) => ({ id, name: id, slug: id })),
      services: [
        { serviceName: "Cake", description: null, priceFromCents: 4550, priceToCents: 12000, durationMinutes: 30 },
        { serviceName: "Bread", description: "Daily", priceFromCents: null, priceToCents: null, durationMinutes: null },
      ],
    };
    const state = emptyEditorState();
    state.basics.tagIds = ["a", "b", "c", "d", "e", "t1", "g"];
    state.services = [
      {
        key: "own",
        serviceName: "Mine",
        description: "",
        priceFrom: "",
        priceTo: "",
        durationMinutes: "",
        isFeatured: true,
      },
    ];
    const applied = applyTemplateOffer(state, offer);
    expect(applied.basics.description).toBe("A bakery.");
    expect(applied.basics.tagIds).toEqual(["a", "b", "c", "d", "e", "t1", "g", "t2"]);
    expect(applied.services).toEqual([
      state.services[0],
      {
        key: expect.any(String),
        serviceName: "Cake",
        description: "",
        priceFrom: "45.5",
        priceTo: "120",
        durationMinutes: "30",
        isFeatured: false,
      },
      {
        key: expect.any(String),
        serviceName: "Bread",
        description: "Daily",
        priceFrom: "",
        priceTo: "",
        durationMinutes: "",
        isFeatured: false,
      },
    ]);
    expect(new Set(applied.services.map((service) => service.key)).size).toBe(3);

    state.basics.description = "Our own words.";
    expect(applyTemplateOffer(state, offer).basics.description).toBe("Our own words.");
  });
});
