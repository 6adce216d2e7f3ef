"use client";

import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { MAX_OFFERS } from "@/features/businesses/editor/schema";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { editorFieldId, type SectionErrors } from "./editor-problems";
import { DateField } from "./fields";
import { newKey, type OfferForm } from "./form-state";
import { ListItemControls } from "./list-controls";

type Props = { value: OfferForm[]; onChange: (value: OfferForm[]) => void; errors: SectionErrors };

/** Offers; at most one is pinned to the business card, so pinning one unpins the others. */
export function OffersFields({ value, onChange, errors }: Props) {
  const update = (index: number, next: Partial<OfferForm>) =>
    onChange(
      value.map((offer, i) =>
        i === index ? { ...offer, ...next } : next.isPinned ? { ...offer, isPinned: false } : offer,
      ),
    );
  const add = () =>
    onChange([
      ...value,
      { key: newKey(), title: "", description: "", isActive: true, isPinned: false, validFrom: "", validTo: "" },
    ]);
  return (
    <>
      <p className="text-xs text-slate-500">
        The pinned offer shows on your card in the directory while it is active and its dates include today.
      </p>
      {value.length === 0 && <p className="text-sm text-slate-500">No offers yet.</p>}
      <ol className="space-y-4">
        {value.map((offer, index) => {
          const error = (field: string) => errors[`${index}.${field}`];
          const id = (field: string) => editorFieldId("offers", `${index}.${field}`);
          return (
            <li key={offer.key} className="rounded-lg border border-slate-200 p-4">
              <fieldset className="space-y-3">
                <legend className="sr-only">{`Offer ${index + 1}`}</legend>
                <TextField
                  look="filled"
                  label="Offer title"
                  id={id("title")}
                  name={`offer-${index}-title`}
                  required
                  value={offer.title}
                  onChange={(title) => update(index, { title })}
                  error={error("title")}
                  maxLength={120}
                />
                <TextAreaField
                  label="Offer description"
                  id={id("description")}
                  rows={2}
                  value={offer.description}
                  onChange={(description) => update(index, { description })}
                  error={error("description")}
                  maxLength={1000}
                />
                <div className="grid gap-3 sm:grid-cols-2">
                  <DateField
                    label="Valid from"
                    id={id("validFrom")}
                    value={offer.validFrom}
                    onChange={(validFrom) => update(index, { validFrom })}
                    error={error("validFrom")}
                  />
                  <DateField
                    label="Valid to"
                    id={id("validTo")}
                    value={offer.validTo}
                    onChange={(validTo) => update(index, { validTo })}
                    error={error("validTo")}
                  />
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex flex-wrap gap-4">
                    <CheckboxField
                      label="Active"
                      checked={offer.isActive}
                      onChange={(isActive) => update(index, { isActive })}
                    />
                    <CheckboxField
                      label="Pinned to card"
                      checked={offer.isPinned}
                      onChange={(isPinned) => update(index, { isPinned })}
                    />
                  </div>
                  <ListItemControls
                    label={offer.title || `offer ${index + 1}`}
                    index={index}
                    count={value.length}
                    onRemove={() => onChange(value.filter((_, i) => i !== index))}
                  />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className={BUTTON_CLASS} onClick={add} disabled={value.length >= MAX_OFFERS}>
        Add offer
      </button>
    </>
  );
}
