"use client";
// An area's goal, founding-member slots and places per referral, in a dialog. The values shown are
// the area's own, or the defaults while it has none; the server checks each (whole numbers from 1
// to the limits in schema.ts) and answers under the field.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { ClientForm } from "@/components/ui/client-form";
import { fieldErrorsOf, FormFooter } from "@/components/ui/field-errors";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { AREA_LIMITS } from "@/features/waitlist-admin/schema";
import { api } from "@/trpc/react";

/** An area's values; `custom` is false while it uses the defaults. */
export type AreaSettings = { goal: number; foundingMemberSlots: number; referralBoost: number; custom: boolean };
type Props = {
  /** The area to set; null while the dialog is closed. */
  area: { key: string; label: string; settings?: AreaSettings } | null;
  onClose: () => void;
};

export function AreaSettingsDialog({ area, onClose }: Props) {
  // An area chosen in the form comes without its settings: read them first.
  const current = api.waitlistAdmin.launchPreview.useQuery(
    { area: area?.key ?? "" },
    { enabled: area !== null && !area.settings, gcTime: 0, retry: false },
  );
  const settings = area?.settings ?? current.data?.settings;
  const label = current.data?.label ?? area?.label ?? "";
  return (
    <Modal open={area !== null} onClose={onClose} title={label ? `Goal for ${label}` : "Area goal"}>
      {area && settings ? (
        <SettingsForm key={area.key} area={area.key} label={label} settings={settings} onClose={onClose} />
      ) : current.error ? (
        <p role="alert" className="text-sm text-red-700">
          {current.error.message}
        </p>
      ) : (
        <p className="text-sm text-slate-600">Loading the area&apos;s settings…</p>
      )}
    </Modal>
  );
}

const FIELDS = [
  ["goal", "Goal (confirmed businesses)", "The launch target: “N of M businesses waiting” on the public page."],
  ["foundingMemberSlots", "Founding-member slots", "How many of the first listed businesses get the badge at launch."],
  ["referralBoost", "Places per referral", "How far each confirmed referral moves its referrer up the line."],
] as const;

function SettingsForm({
  area,
  label,
  settings,
  onClose,
}: {
  area: string;
  label: string;
  settings: AreaSettings;
  onClose: () => void;
}) {
  const router = useRouter();
  const [values, setValues] = useState<Record<(typeof FIELDS)[number][0], string>>({
    goal: String(settings.goal),
    foundingMemberSlots: String(settings.foundingMemberSlots),
    referralBoost: String(settings.referralBoost),
  });
  const save = api.waitlistAdmin.setAreaSettings.useMutation({
    onSuccess: (saved) => {
      toast.success(`Saved the goal for ${saved.label}: ${saved.goal} businesses.`);
      onClose();
      router.refresh();
    },
  });
  const errors = fieldErrorsOf(save.error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An empty box is sent as no number, so the server names the field.
    const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
    save.mutate({
      area,
      goal: number(values.goal),
      foundingMemberSlots: number(values.foundingMemberSlots),
      referralBoost: number(values.referralBoost),
    });
  }

  return (
    <ClientForm onSubmit={submit} noValidate aria-label={`Goal for ${label}`} className="space-y-4">
      {!settings.custom && (
        <p className="text-sm text-slate-600">This area uses the defaults until you save its own values.</p>
      )}
      {FIELDS.map(([name, fieldLabel, hint]) => (
        <TextField
          key={name}
          look="native"
          label={fieldLabel}
          name={name}
          type="number"
          inputMode="numeric"
          min={1}
          step="1"
          value={values[name]}
          onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
          hint={`${hint} 1 to ${AREA_LIMITS[name].toLocaleString("en-US")}.`}
          error={errors[name]}
          required
        />
      ))}
      <FormFooter
        error={save.error}
        fieldErrorsShown={!errors.area}
        busy={save.isPending}
        submitLabel="Save goal"
        busyLabel="Saving..."
        onCancel={onClose}
      />
    </ClientForm>
  );
}
