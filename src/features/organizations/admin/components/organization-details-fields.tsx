"use client";
// The organisation's details (name, kind, city, description, website), as an owner asks for one
// and a site admin creates one: controlled fields of the form kit, each showing the server's
// message for it.
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { KNOWN_CITIES } from "@/lib/cities";
import {
  ORGANIZATION_DESCRIPTION_MAX,
  ORGANIZATION_KIND_LABELS,
  ORGANIZATION_KINDS,
  ORGANIZATION_NAME_MAX,
  type TOrganizationKind,
} from "../../types";

export type OrganizationDetailsValues = {
  name: string;
  kind: TOrganizationKind | "";
  city: string;
  description: string;
  websiteUrl: string;
};

export const EMPTY_ORGANIZATION_DETAILS: OrganizationDetailsValues = {
  name: "",
  kind: "",
  city: "",
  description: "",
  websiteUrl: "",
};

const KIND_OPTIONS = ORGANIZATION_KINDS.map((kind) => ({ value: kind, label: ORGANIZATION_KIND_LABELS[kind] }));
const CITY_OPTIONS = [...KNOWN_CITIES]
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((city) => ({ value: city.slug, label: `${city.name}, ${city.state}` }));

export function OrganizationDetailsFields({
  values,
  onChange,
  errors,
}: {
  values: OrganizationDetailsValues;
  onChange: (values: OrganizationDetailsValues) => void;
  errors: Record<string, string>;
}) {
  const set = (field: keyof OrganizationDetailsValues) => (value: string) => onChange({ ...values, [field]: value });
  return (
    <>
      <TextField
        look="filled"
        label="Organization name"
        name="name"
        value={values.name}
        onChange={set("name")}
        maxLength={ORGANIZATION_NAME_MAX}
        required
        error={errors.name}
      />
      <SelectField
        look="filled"
        label="Kind"
        name="kind"
        value={values.kind}
        onChange={set("kind")}
        options={KIND_OPTIONS}
        empty="Choose a kind"
        required
        error={errors.kind}
      />
      <SelectField
        look="filled"
        label="City"
        name="city"
        value={values.city}
        onChange={set("city")}
        options={CITY_OPTIONS}
        empty="No city (or several)"
        error={errors.city}
      />
      <TextAreaField
        label="Description"
        value={values.description}
        onChange={set("description")}
        maxLength={ORGANIZATION_DESCRIPTION_MAX}
        hint="What the organization is and who it is for."
        error={errors.description}
      />
      <TextField
        look="filled"
        label="Website"
        name="websiteUrl"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={values.websiteUrl}
        onChange={set("websiteUrl")}
        maxLength={500}
        error={errors.websiteUrl}
      />
    </>
  );
}
