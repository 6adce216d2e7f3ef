// The editor's failed saves: a server answer's field errors filed under the section and field that
// shows them, and the same errors as the error summary lists them (in the form's order, each with
// the id of its control). Pure: shared by the create and edit screens and the unit tests.
import type { FormProblem } from "@/components/ui/form-problems";
import { DAY_NAMES, WEEK_ORDER } from "./form-state";

export type SectionName = "basics" | "location" | "contact" | "photos" | "hours" | "services" | "offers";
export const SECTIONS: SectionName[] = ["basics", "location", "contact", "photos", "hours", "services", "offers"];

/** Field errors of one section, keyed by the field's path inside it ("businessName", "0.priceTo"); "_" is the section's own. */
export type SectionErrors = Record<string, string | undefined>;

/** Each section's fields in the order the form shows them; for services and offers, the fields of one item. */
const FIELD_ORDER: Record<SectionName, readonly string[]> = {
  basics: ["businessName", "description", "parentCategoryId", "categoryId", "tagIds"],
  location: ["address", "citySlug", "zipCode", "latitude", "longitude"],
  contact: ["phone", "email", "websiteUrl", "instagramUrl", "facebookUrl", "tiktokUrl", "googleBusinessUrl"],
  photos: ["logoUrl", "coverImageUrl"],
  hours: WEEK_ORDER.map(String),
  services: ["serviceName", "description", "priceFrom", "priceTo", "durationMinutes"],
  offers: ["title", "description", "validFrom", "validTo"],
};
const ITEM_NAMES: Partial<Record<SectionName, string>> = { services: "Service", offers: "Offer" };

/** The id of a field's control: "basics-businessName", "services-0-priceTo", "hours-1" (the day's select). */
export const editorFieldId = (section: SectionName, key: string) => `${section}-${key.replaceAll(".", "-")}`;

/**
 * A server answer's field errors by section, keyed inside it: "data.0.priceTo" (a section's save),
 * "services.0.priceTo" (the create form) both become "0.priceTo" of services; a key without a
 * section ("categoryId", from a check after validation) goes to the section with that field.
 */
export function errorsBySection(
  fieldErrors: Record<string, string[]> | null | undefined,
  sections: readonly SectionName[],
): Partial<Record<SectionName, Record<string, string>>> {
  const filed: Partial<Record<SectionName, Record<string, string>>> = {};
  for (const [path, messages] of Object.entries(fieldErrors ?? {})) {
    let key = path === "data" ? "" : path.startsWith("data.") ? path.slice(5) : path;
    let section = sections.find((name) => key === name || key.startsWith(`${name}.`));
    if (section) key = key.slice(section.length + 1);
    else section = sections.find((name) => FIELD_ORDER[name].includes(key.split(".")[0]!)) ?? sections[0]!;
    (filed[section] ??= {})[key || "_"] ??= messages[0] ?? "";
  }
  return filed;
}

/** Where a key sits in its section's order, its field's key, and the words that say which item or day it is about. */
function placeOf(section: SectionName, key: string) {
  const [first = "", second = ""] = key.split(".");
  const item = ITEM_NAMES[section];
  if (item && /^\d+$/.test(first)) {
    const at = FIELD_ORDER[section].indexOf(second);
    const field = at < 0 ? null : `${first}.${second}`;
    return { rank: [Number(first), at < 0 ? Infinity : at], field, prefix: `${item} ${Number(first) + 1}: ` };
  }
  const at = FIELD_ORDER[section].indexOf(first);
  const prefix = section === "hours" && at >= 0 ? `${DAY_NAMES[Number(first)]}: ` : "";
  return { rank: [at < 0 ? Infinity : at, 0], field: at < 0 ? null : first, prefix };
}

/**
 * One section's errors as the summary lists them: in the form's order, each linking to its field
 * (else to the section). A subcategory is chosen once its category is: while the category is in
 * error, the subcategory's message (its select is disabled) is left to it.
 */
export function sectionProblems(section: SectionName, errors: SectionErrors): FormProblem[] {
  return Object.entries(errors)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .filter(([key]) => !(section === "basics" && key === "categoryId" && errors.parentCategoryId))
    .map(([key, message]) => ({ message, ...placeOf(section, key) }))
    .sort((a, b) => a.rank[0]! - b.rank[0]! || a.rank[1]! - b.rank[1]!)
    .map(({ message, field, prefix }) => ({
      message: `${prefix}${message}`,
      fieldId: field === null ? section : editorFieldId(section, field),
    }));
}
