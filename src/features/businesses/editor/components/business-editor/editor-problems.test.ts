import { describe, expect, it } from "vitest";
import { errorsBySection, sectionProblems } from "./editor-problems";

describe("the editor's failed saves", () => {
  it("files a section's save errors under its own keys", () => {
    expect(
      errorsBySection({ "data.0.priceTo": ["a"], "services.1.serviceName": ["b"], data: ["c"], categoryId: ["d"] }, [
        "services",
      ]),
    ).toEqual({ services: { "0.priceTo": "a", "1.serviceName": "b", _: "c", categoryId: "d" } });
    expect(errorsBySection({ "hours.6": ["Opening hours overlap"] }, ["hours"])).toEqual({
      hours: { "6": "Opening hours overlap" },
    });
  });

  it("files the create form's errors under the section that shows them, a bare key under its field's section", () => {
    expect(
      errorsBySection(
        {
          "basics.businessName": ["Business name is required."],
          "location.citySlug": ["City is required."],
          zipCode: ["ZIP code 75001 is in Addison."],
          "offers.0.title": ["Offer title is required."],
        },
        ["basics", "location", "contact", "photos", "hours", "services", "offers"],
      ),
    ).toEqual({
      basics: { businessName: "Business name is required." },
      location: { citySlug: "City is required.", zipCode: "ZIP code 75001 is in Addison." },
      offers: { "0.title": "Offer title is required." },
    });
  });

  it("lists a section's problems in the form's order, naming the item or day, each linking to its field", () => {
    expect(
      sectionProblems("services", {
        "1.serviceName": "Service name is required.",
        "0.priceTo": "Price to must be at least price from.",
        "0.serviceName": "Service name is required.",
        _: "At most 50 services.",
      }),
    ).toEqual([
      { message: "Service 1: Service name is required.", fieldId: "services-0-serviceName" },
      { message: "Service 1: Price to must be at least price from.", fieldId: "services-0-priceTo" },
      { message: "Service 2: Service name is required.", fieldId: "services-1-serviceName" },
      { message: "At most 50 services.", fieldId: "services" },
    ]);
    expect(sectionProblems("hours", { "0": "Opening hours overlap", "2": "Opening hours overlap" })).toEqual([
      { message: "Tuesday: Opening hours overlap", fieldId: "hours-2" },
      { message: "Sunday: Opening hours overlap", fieldId: "hours-0" },
    ]);
    expect(
      sectionProblems("basics", { categoryId: "Choose a subcategory.", businessName: "Business name is required." }),
    ).toEqual([
      { message: "Business name is required.", fieldId: "basics-businessName" },
      { message: "Choose a subcategory.", fieldId: "basics-categoryId" },
    ]);
    // No subcategory can be chosen before a category: the category's message stands for both.
    expect(
      sectionProblems("basics", { categoryId: "Choose a subcategory.", parentCategoryId: "Choose a category." }),
    ).toEqual([{ message: "Choose a category.", fieldId: "basics-parentCategoryId" }]);
  });
});
