"use client";

import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { MAX_SERVICES } from "@/features/businesses/editor/schema";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { editorFieldId, type SectionErrors } from "./editor-problems";
import { NumberField } from "./fields";
import { newKey, type ServiceForm } from "./form-state";
import { ListItemControls, moveItem } from "./list-controls";

type Props = { value: ServiceForm[]; onChange: (value: ServiceForm[]) => void; errors: SectionErrors };

/** Services in the order the profile lists them: added, edited, reordered and removed. */
export function ServicesFields({ value, onChange, errors }: Props) {
  const update = (index: number, next: Partial<ServiceForm>) =>
    onChange(value.map((service, i) => (i === index ? { ...service, ...next } : service)));
  const add = () =>
    onChange([
      ...value,
      {
        key: newKey(),
        serviceName: "",
        description: "",
        priceFrom: "",
        priceTo: "",
        durationMinutes: "",
        isFeatured: false,
      },
    ]);
  return (
    <>
      {value.length === 0 && <p className="text-sm text-slate-500">No services yet.</p>}
      <ol className="space-y-4">
        {value.map((service, index) => {
          const error = (field: string) => errors[`${index}.${field}`];
          const id = (field: string) => editorFieldId("services", `${index}.${field}`);
          const label = service.serviceName || `service ${index + 1}`;
          return (
            <li key={service.key} className="rounded-lg border border-slate-200 p-4">
              <fieldset className="space-y-3">
                <legend className="sr-only">{`Service ${index + 1}`}</legend>
                <TextField
                  look="filled"
                  label="Service name"
                  id={id("serviceName")}
                  name={`service-${index}-name`}
                  required
                  value={service.serviceName}
                  onChange={(serviceName) => update(index, { serviceName })}
                  error={error("serviceName")}
                  maxLength={120}
                />
                <TextAreaField
                  label="Service description"
                  id={id("description")}
                  rows={2}
                  value={service.description}
                  onChange={(description) => update(index, { description })}
                  error={error("description")}
                  maxLength={1000}
                />
                <div className="grid gap-3 sm:grid-cols-3">
                  <NumberField
                    label="Price from ($)"
                    id={id("priceFrom")}
                    min={0}
                    step="0.01"
                    value={service.priceFrom}
                    onChange={(priceFrom) => update(index, { priceFrom })}
                    error={error("priceFrom")}
                  />
                  <NumberField
                    label="Price to ($)"
                    id={id("priceTo")}
                    min={0}
                    step="0.01"
                    value={service.priceTo}
                    onChange={(priceTo) => update(index, { priceTo })}
                    error={error("priceTo")}
                  />
                  <NumberField
                    label="Duration (minutes)"
                    id={id("durationMinutes")}
                    min={1}
                    step="1"
                    value={service.durationMinutes}
                    onChange={(durationMinutes) => update(index, { durationMinutes })}
                    error={error("durationMinutes")}
                  />
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <CheckboxField
                    label="Featured"
                    checked={service.isFeatured}
                    onChange={(isFeatured) => update(index, { isFeatured })}
                  />
                  <ListItemControls
                    label={label}
                    index={index}
                    count={value.length}
                    onMove={(to) => onChange(moveItem(value, index, to))}
                    onRemove={() => onChange(value.filter((_, i) => i !== index))}
                  />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className={BUTTON_CLASS} onClick={add} disabled={value.length >= MAX_SERVICES}>
        Add service
      </button>
    </>
  );
}
