// The editor's state (numbers and dates kept as typed text) and its conversion to and from the
// procedures' inputs. Pure: shared by the create and edit screens.
import type { BusinessForEdit } from "@/features/businesses/editor/queries";
import {
  MAX_SERVICES,
  MAX_TAGS,
  type TBasicsInput,
  type TContactInput,
  type THoursRange,
  type TOfferInput,
  type TPhotosInput,
  type TServiceInput,
} from "@/features/businesses/editor/schema";
import type { BusinessTemplateOffer } from "@/features/catalogue/types";

export type BasicsForm = Required<Omit<TBasicsInput, "tagIds">> & { tagIds: string[] };
export type LocationForm = { address: string; citySlug: string; zipCode: string; latitude: string; longitude: string };
export type ContactForm = Required<{ [K in keyof TContactInput]: string }>;
export type PhotosForm = { logoUrl: string | null; coverImageUrl: string | null };
export type DayHours = { mode: "closed" | "open" | "24h"; ranges: Array<{ open: string; close: string }> };
export type ServiceForm = {
  key: string;
  id?: string;
  serviceName: string;
  description: string;
  priceFrom: string;
  priceTo: string;
  durationMinutes: string;
  isFeatured: boolean;
};
export type OfferForm = {
  key: string;
  id?: string;
  title: string;
  description: string;
  isActive: boolean;
  isPinned: boolean;
  validFrom: string;
  validTo: string;
};

export type EditorState = {
  basics: BasicsForm;
  location: LocationForm;
  contact: ContactForm;
  photos: PhotosForm;
  hours: DayHours[];
  services: ServiceForm[];
  offers: OfferForm[];
};

let counter = 0;
export const newKey = () => `new-${++counter}`;
const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value));

export const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** The days as the form lists them: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

const EMPTY_DAY: DayHours = { mode: "closed", ranges: [] };
export const DEFAULT_RANGE = { open: "09:00", close: "17:00" };

export function emptyEditorState(): EditorState {
  return {
    basics: {
      businessName: "",
      description: "",
      parentCategoryId: "",
      categoryId: "",
      tagIds: [],
      onlineBooking: false,
      sameDayService: false,
    },
    location: { address: "", citySlug: "", zipCode: "", latitude: "", longitude: "" },
    contact: {
      phone: "",
      email: "",
      websiteUrl: "",
      instagramUrl: "",
      facebookUrl: "",
      tiktokUrl: "",
      googleBusinessUrl: "",
    },
    photos: { logoUrl: null, coverImageUrl: null },
    hours: Array.from({ length: 7 }, () => EMPTY_DAY),
    services: [],
    offers: [],
  };
}

export function hoursFromRanges(ranges: readonly THoursRange[]): DayHours[] {
  return Array.from({ length: 7 }, (_, day) => {
    const rows = ranges.filter((range) => range.dayOfWeek === day);
    if (rows.length === 1 && rows[0]!.open === "00:00" && rows[0]!.close === "00:00")
      return { mode: "24h", ranges: [] };
    return rows.length ? { mode: "open", ranges: rows.map(({ open, close }) => ({ open, close })) } : EMPTY_DAY;
  });
}

export function editorStateOf(business: BusinessForEdit): EditorState {
  return {
    basics: { ...business.basics },
    location: {
      ...business.location,
      latitude: text(business.location.latitude),
      longitude: text(business.location.longitude),
    },
    contact: { ...business.contact },
    photos: { ...business.photos },
    hours: hoursFromRanges(business.hours),
    services: business.services.map((service) => ({
      ...service,
      key: service.id,
      priceFrom: text(service.priceFrom),
      priceTo: text(service.priceTo),
      durationMinutes: text(service.durationMinutes),
    })),
    offers: business.offers.map((offer) => ({
      ...offer,
      key: offer.id,
      validFrom: offer.validFrom ?? "",
      validTo: offer.validTo ?? "",
    })),
  };
}

/**
 * A subcategory template taken into the form: its description when none is written yet, its tags
 * added to the chosen ones (no repeats, within the tag limit) and its services appended as new rows
 * (prices from cents to dollars), within the services limit.
 */
export function applyTemplateOffer(state: EditorState, offer: BusinessTemplateOffer): EditorState {
  const tagIds = [...state.basics.tagIds];
  for (const tag of offer.tags) if (tagIds.length < MAX_TAGS && !tagIds.includes(tag.id)) tagIds.push(tag.id);
  const dollars = (cents: number | null) => (cents === null ? "" : String(cents / 100));
  const services = offer.services
    .slice(0, Math.max(0, MAX_SERVICES - state.services.length))
    .map((service): ServiceForm => ({
      key: newKey(),
      serviceName: service.serviceName,
      description: service.description ?? "",
      priceFrom: dollars(service.priceFromCents),
      priceTo: dollars(service.priceToCents),
      durationMinutes: text(service.durationMinutes),
      isFeatured: false,
    }));
  return {
    ...state,
    basics: {
      ...state.basics,
      description: state.basics.description.trim() ? state.basics.description : offer.description,
      tagIds,
    },
    services: [...state.services, ...services],
  };
}

export const locationInput = (form: LocationForm) => ({
  ...form,
  latitude: numberOrNull(form.latitude),
  longitude: numberOrNull(form.longitude),
});
export const photosInput = (form: PhotosForm): TPhotosInput => form;

export function hoursInput(days: readonly DayHours[]): THoursRange[] {
  return days.flatMap((day, dayOfWeek) => {
    if (day.mode === "24h") return [{ dayOfWeek, open: "00:00", close: "00:00" }];
    if (day.mode === "closed") return [];
    return day.ranges.map((range) => ({ dayOfWeek, ...range }));
  });
}

export function servicesInput(services: readonly ServiceForm[]): TServiceInput[] {
  return services.map(({ id, serviceName, description, isFeatured, priceFrom, priceTo, durationMinutes }) => ({
    id,
    serviceName,
    description,
    isFeatured,
    priceFrom: numberOrNull(priceFrom),
    priceTo: numberOrNull(priceTo),
    durationMinutes: numberOrNull(durationMinutes),
  }));
}

export function offersInput(offers: readonly OfferForm[]): TOfferInput[] {
  return offers.map(({ id, title, description, isActive, isPinned, validFrom, validTo }) => ({
    id,
    title,
    description,
    isActive,
    isPinned,
    validFrom: validFrom || null,
    validTo: validTo || null,
  }));
}
