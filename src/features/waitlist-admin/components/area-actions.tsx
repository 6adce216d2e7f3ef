"use client";
// The launch screen's two ways to act on an area: the form that picks any city or ZIP code, and
// each listed area's own menu. Both open the same dialogs: the area's goal, and the launch's
// confirmation.
import { useState, type FormEvent } from "react";
import { ClientForm } from "@/components/ui/client-form";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { ActionsMenu } from "@/components/ui/actions-menu";
import { AreaFields, useAreaChoice } from "./area-fields";
import { AreaSettingsDialog, type AreaSettings } from "./area-settings-dialog";
import { LaunchDialog } from "./launch-dialog";

type Open =
  { dialog: "settings"; key: string; label: string; settings?: AreaSettings } | { dialog: "launch"; key: string };

function AreaDialogs({
  open,
  onClose,
  onLaunched,
}: {
  open: Open | null;
  onClose: () => void;
  onLaunched?: () => void;
}) {
  return (
    <>
      <AreaSettingsDialog area={open?.dialog === "settings" ? open : null} onClose={onClose} />
      <LaunchDialog area={open?.dialog === "launch" ? open.key : null} onClose={onClose} onLaunched={onLaunched} />
    </>
  );
}

/** Any city or ZIP code: set its goal, or launch it. */
export function AreaPicker({ waiting }: { waiting: Record<string, number> }) {
  const choice = useAreaChoice();
  const [open, setOpen] = useState<Open | null>(null);
  const chosen = choice.key !== "";
  function launch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen) setOpen({ dialog: "launch", key: choice.key });
  }
  return (
    <>
      <ClientForm
        onSubmit={launch}
        aria-label="Choose an area"
        className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <AreaFields
          choice={choice}
          errorId="area-picker-error"
          cityLabel={(city) => `${city.name} (${waiting[city.slug] ?? 0} to notify)`}
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={BUTTON_CLASS}
            disabled={!chosen}
            onClick={() => setOpen({ dialog: "settings", key: choice.key, label: "" })}
          >
            Set goal
          </button>
          <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={!chosen}>
            Launch and notify
          </button>
        </div>
      </ClientForm>
      <AreaDialogs open={open} onClose={() => setOpen(null)} onLaunched={choice.reset} />
    </>
  );
}

/** A listed area's actions in one menu, named for the area ('Actions for ZIP 78701'). */
export function AreaRowActions({ area, label, settings }: { area: string; label: string; settings: AreaSettings }) {
  const [open, setOpen] = useState<Open | null>(null);
  return (
    <>
      <ActionsMenu
        label={`Actions for ${label}`}
        actions={[
          { label: "Set goal", onSelect: () => setOpen({ dialog: "settings", key: area, label, settings }) },
          { label: "Launch and notify", onSelect: () => setOpen({ dialog: "launch", key: area }) },
        ]}
      />
      <AreaDialogs open={open} onClose={() => setOpen(null)} />
    </>
  );
}
