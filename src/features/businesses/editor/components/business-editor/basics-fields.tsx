"use client";

import type { BusinessFormOptions } from "@/features/businesses/editor/queries";
import { MAX_DESCRIPTION, MAX_TAGS } from "@/features/businesses/editor/schema";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { editorFieldId, type SectionErrors } from "./editor-problems";
import type { BasicsForm } from "./form-state";

type Props = {
  value: BasicsForm;
  onChange: (value: BasicsForm) => void;
  errors: SectionErrors;
  options: BusinessFormOptions;
  /** Shown under the category pair, e.g. the chosen subcategory's template while creating. */
  suggestions?: React.ReactNode;
};

/** Name, description, category pair, tags (active ones, at most 8) and the booking flags. */
export function BasicsFields({ value, onChange, errors, options, suggestions }: Props) {
  const set = <K extends keyof BasicsForm>(key: K, next: BasicsForm[K]) => onChange({ ...value, [key]: next });
  const parent = options.categories.find((category) => category.id === value.parentCategoryId);
  const toggleTag = (id: string, on: boolean) =>
    set("tagIds", on ? [...value.tagIds, id] : value.tagIds.filter((tagId) => tagId !== id));
  return (
    <>
      <TextField
        look="filled"
        label="Business name"
        id={editorFieldId("basics", "businessName")}
        name="businessName"
        required
        value={value.businessName}
        onChange={(next) => set("businessName", next)}
        error={errors.businessName}
        maxLength={120}
      />
      <TextAreaField
        label="Description"
        id={editorFieldId("basics", "description")}
        value={value.description}
        onChange={(next) => set("description", next)}
        error={errors.description}
        maxLength={MAX_DESCRIPTION}
        hint={`Up to ${MAX_DESCRIPTION.toLocaleString("en-US")} characters.`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          look="filled"
          label="Category"
          id={editorFieldId("basics", "parentCategoryId")}
          name="parentCategoryId"
          required
          empty="Choose a category"
          value={value.parentCategoryId}
          onChange={(next) => onChange({ ...value, parentCategoryId: next, categoryId: "" })}
          options={options.categories.map((category) => ({ value: category.id, label: category.name }))}
          error={errors.parentCategoryId}
        />
        <SelectField
          look="filled"
          label="Subcategory"
          id={editorFieldId("basics", "categoryId")}
          name="categoryId"
          required
          disabled={!parent}
          empty="Choose a subcategory"
          value={value.categoryId}
          onChange={(next) => set("categoryId", next)}
          options={(parent?.children ?? []).map((child) => ({ value: child.id, label: child.name }))}
          error={parent ? errors.categoryId : undefined}
        />
      </div>
      {suggestions}
      <fieldset
        id={editorFieldId("basics", "tagIds")}
        aria-describedby={errors.tagIds ? `${editorFieldId("basics", "tagIds")}-error` : undefined}
      >
        <legend className="text-sm font-medium text-slate-700">
          Tags{" "}
          <span className="font-normal text-slate-500">
            ({value.tagIds.length} of {MAX_TAGS})
          </span>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {options.tags.map((tag) => {
            const checked = value.tagIds.includes(tag.id);
            return (
              <CheckboxField
                key={tag.id}
                label={tag.name}
                checked={checked}
                disabled={!checked && value.tagIds.length >= MAX_TAGS}
                onChange={(on) => toggleTag(tag.id, on)}
              />
            );
          })}
        </div>
        {errors.tagIds && (
          <p id={`${editorFieldId("basics", "tagIds")}-error`} className="mt-1 text-xs text-red-600">
            {errors.tagIds}
          </p>
        )}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Features</legend>
        <CheckboxField
          label="Online booking"
          checked={value.onlineBooking}
          onChange={(on) => set("onlineBooking", on)}
        />
        <CheckboxField
          label="Same-day service"
          checked={value.sameDayService}
          onChange={(on) => set("sameDayService", on)}
        />
      </fieldset>
    </>
  );
}
