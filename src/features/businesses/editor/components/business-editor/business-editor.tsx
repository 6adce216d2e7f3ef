"use client";
// The business form: one component for creating (every section, one 'Create business' button) and
// editing (each section saved on its own). It knows nothing of who edits: the owner's screens and
// the admin's wrap it and may add their own parts through `header`.
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import type { BusinessFormOptions } from "@/features/businesses/editor/queries";
import { BUSINESS_MESSAGES } from "@/features/businesses/editor/schema";
import { TemplateOffer } from "@/features/catalogue/components/template-offer";
import { GallerySection } from "@/features/businesses/gallery/components/gallery-section";
import { SpecialHoursSection } from "@/features/businesses/special-hours/components/special-hours-section";
import { api } from "@/trpc/react";
import { BasicsFields } from "./basics-fields";
import { ContactFields } from "./contact-fields";
import { EditorSection } from "./fields";
import {
  applyTemplateOffer,
  editorStateOf,
  hoursInput,
  locationInput,
  offersInput,
  photosInput,
  servicesInput,
  type EditorState,
} from "./form-state";
import { HoursFields } from "./hours-fields";
import { LocationFields } from "./location-fields";
import { OffersFields } from "./offers-fields";
import { PhotoFields } from "./photo-fields";
import { ServicesFields } from "./services-fields";
import { SECTIONS, sectionProblems, type SectionName } from "./editor-problems";
import { useEditorErrors } from "./use-section-save";
import { ClientForm } from "@/components/ui/client-form";
import { ErrorSummary } from "@/components/ui/error-summary";
import { HydratedFieldset } from "@/components/ui/hydrated-fieldset";

type Props = {
  options: BusinessFormOptions;
  initial: EditorState;
  /** Absent while creating; present when editing an existing business. */
  businessId?: string;
  header?: React.ReactNode;
  /** Where to go after creating (default: the new business's edit page). */
  createdHref?: (id: string) => string;
};

const TITLES: Record<SectionName, { title: string; description: string }> = {
  basics: { title: "Basics", description: "What your business is called, what it does and how people find it." },
  location: { title: "Location", description: "Where customers find you." },
  contact: { title: "Contact and links", description: "How customers reach you." },
  photos: {
    title: "Profile images",
    description: "Your logo shows on your card and profile; the cover image heads your profile.",
  },
  hours: { title: "Opening hours", description: "Directory visitors can filter for businesses that are open now." },
  services: { title: "Services", description: "What you offer, with prices in dollars." },
  offers: { title: "Offers", description: "Deals for customers." },
};

export function BusinessEditor({
  options,
  initial,
  businessId,
  header,
  createdHref = (id) => `/dashboard/business/${id}`,
}: Props) {
  const router = useRouter();
  const utils = api.useUtils();
  const [state, setState] = useState(initial);
  const errors = useEditorErrors();
  const set =
    <K extends keyof EditorState>(key: K) =>
    (value: EditorState[K]) =>
      setState((current) => ({ ...current, [key]: value }));
  const editing = businessId !== undefined;

  const create = api.businesses.create.useMutation({
    onSuccess: (created) => {
      toast.success(BUSINESS_MESSAGES.created);
      router.push(createdHref(created.id));
    },
    onError: (error) => errors.fail(error, SECTIONS),
  });
  const saveOptions = (section: SectionName, reload = false) => ({
    onSuccess: async () => {
      errors.succeed(section);
      if (reload && businessId) {
        // New services and offers get their ids, so the next save edits them instead of adding them again.
        const fresh = editorStateOf(await utils.businesses.forEdit.fetch({ id: businessId }));
        setState((current) => ({ ...current, [section]: fresh[section] }));
      }
      router.refresh();
    },
    onError: (error: Parameters<typeof errors.fail>[0]) => errors.fail(error, [section]),
  });
  const saves = {
    basics: api.businesses.updateBasics.useMutation(saveOptions("basics")),
    location: api.businesses.updateLocation.useMutation(saveOptions("location")),
    contact: api.businesses.updateContact.useMutation(saveOptions("contact")),
    photos: api.businesses.updatePhotos.useMutation(saveOptions("photos")),
    hours: api.businesses.saveHours.useMutation(saveOptions("hours")),
    services: api.businesses.saveServices.useMutation(saveOptions("services", true)),
    offers: api.businesses.saveOffers.useMutation(saveOptions("offers", true)),
  };

  function save(section: SectionName) {
    if (!businessId) return;
    const id = businessId;
    if (section === "basics") saves.basics.mutate({ id, data: state.basics });
    if (section === "location") saves.location.mutate({ id, data: locationInput(state.location) });
    if (section === "contact") saves.contact.mutate({ id, data: state.contact });
    if (section === "photos") saves.photos.mutate({ id, data: photosInput(state.photos) });
    if (section === "hours") saves.hours.mutate({ id, data: hoursInput(state.hours) });
    if (section === "services") saves.services.mutate({ id, data: servicesInput(state.services) });
    if (section === "offers") saves.offers.mutate({ id, data: offersInput(state.offers) });
  }

  function submitCreate(event: React.FormEvent) {
    event.preventDefault();
    create.mutate({
      basics: state.basics,
      location: locationInput(state.location),
      contact: state.contact,
      photos: photosInput(state.photos),
      hours: hoursInput(state.hours),
      services: servicesInput(state.services),
      offers: offersInput(state.offers),
    });
  }

  const section = (name: SectionName, fields: React.ReactNode) => (
    <EditorSection
      key={name}
      id={name}
      {...TITLES[name]}
      error={editing ? undefined : errors.errorsOf(name)._}
      summary={
        editing && (
          <ErrorSummary
            className="mt-4"
            problems={sectionProblems(name, errors.errorsOf(name))}
            attempt={errors.failuresOf(name)}
          />
        )
      }
      action={
        editing && (
          <button
            type="button"
            className={PRIMARY_BUTTON_CLASS}
            onClick={() => save(name)}
            disabled={saves[name].isPending}
          >
            {saves[name].isPending ? "Saving..." : `Save ${TITLES[name].title.toLowerCase()}`}
          </button>
        )
      }
    >
      {fields}
    </EditorSection>
  );

  const sections = [
    section(
      "basics",
      <BasicsFields
        value={state.basics}
        onChange={set("basics")}
        errors={errors.errorsOf("basics")}
        options={options}
        suggestions={
          !editing && (
            <TemplateOffer
              categoryId={state.basics.categoryId || null}
              onApply={(offer) => setState((current) => applyTemplateOffer(current, offer))}
            />
          )
        }
      />,
    ),
    section(
      "location",
      <LocationFields
        value={state.location}
        onChange={set("location")}
        errors={errors.errorsOf("location")}
        options={options}
      />,
    ),
    section(
      "contact",
      <ContactFields value={state.contact} onChange={set("contact")} errors={errors.errorsOf("contact")} />,
    ),
    section("photos", <PhotoFields value={state.photos} onChange={set("photos")} errors={errors.errorsOf("photos")} />),
    businessId && (
      <GallerySection
        key="gallery"
        businessId={businessId}
        coverImageUrl={state.photos.coverImageUrl}
        onCoverChange={(coverImageUrl) =>
          setState((current) => ({ ...current, photos: { ...current.photos, coverImageUrl } }))
        }
      />
    ),
    section("hours", <HoursFields value={state.hours} onChange={set("hours")} errors={errors.errorsOf("hours")} />),
    businessId && <SpecialHoursSection key="special-hours" businessId={businessId} />,
    section(
      "services",
      <ServicesFields value={state.services} onChange={set("services")} errors={errors.errorsOf("services")} />,
    ),
    section(
      "offers",
      <OffersFields value={state.offers} onChange={set("offers")} errors={errors.errorsOf("offers")} />,
    ),
  ];

  if (editing) {
    // Each section saves through the page's script: disabled until it hydrates, so text typed
    // earlier is not replaced by the loaded values (and then saved unchanged).
    return (
      <HydratedFieldset className="space-y-6">
        {header}
        {sections}
      </HydratedFieldset>
    );
  }
  return (
    <ClientForm onSubmit={submitCreate} noValidate className="space-y-6" aria-label="Create a business">
      <ErrorSummary
        problems={[
          ...SECTIONS.flatMap((name) => sectionProblems(name, errors.errorsOf(name))),
          ...(errors.formError ? [{ message: errors.formError }] : []),
        ]}
        attempt={errors.failuresOf("form")}
      />
      {header}
      {sections}
      <div className="flex justify-end">
        <button
          type="submit"
          className={`${PRIMARY_BUTTON_CLASS} px-5 py-2.5 text-base`}
          disabled={create.isPending || create.isSuccess}
        >
          {create.isPending ? "Creating..." : "Create business"}
        </button>
      </div>
    </ClientForm>
  );
}
