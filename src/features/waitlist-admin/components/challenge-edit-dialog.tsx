"use client";

import { Field, Label, Switch } from "@headlessui/react";
import { useState, type FormEvent } from "react";
import { FormFooter } from "@/components/ui/field-errors";
import { INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { Modal } from "@/components/ui/modal";
import type { Challenge } from "./challenge-moderation";
import { useModerateChallenge } from "./use-moderate";
import { ClientForm } from "@/components/ui/client-form";

/** Edit text, category, display order and the two states of one challenge. */
export function ChallengeEditDialog({ challenge, onClose }: { challenge: Challenge; onClose: () => void }) {
  const [text, setText] = useState(challenge.challengeText);
  const [category, setCategory] = useState(challenge.category ?? "");
  const [order, setOrder] = useState(String(challenge.displayOrder));
  const [isActive, setActive] = useState(challenge.isActive);
  const [isApproved, setApproved] = useState(challenge.isApproved);
  const update = useModerateChallenge(onClose);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate({
      action: "update",
      id: challenge.id,
      updates: {
        challengeText: text,
        category: category.trim() || null,
        displayOrder: Number(order),
        isActive,
        isApproved,
      },
    });
  }

  return (
    <Modal open onClose={onClose} title="Edit challenge">
      <ClientForm onSubmit={submit} className="space-y-4" aria-label="Edit challenge">
        <label className={LABEL_CLASS}>
          Challenge text
          <input
            required
            maxLength={200}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className={INPUT_CLASS}
          />
        </label>
        <label className={LABEL_CLASS}>
          Category
          <input
            maxLength={60}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className={INPUT_CLASS}
          />
        </label>
        <label className={LABEL_CLASS}>
          Display order
          <input
            type="number"
            min={0}
            max={100000}
            required
            value={order}
            onChange={(e) => setOrder(e.target.value)}
            className={INPUT_CLASS}
          />
        </label>
        <Toggle label="Active" checked={isActive} onChange={setActive} />
        <Toggle label="Approved" checked={isApproved} onChange={setApproved} />
        <FormFooter
          error={update.error}
          fieldErrorsShown={false}
          busy={update.isPending}
          submitLabel="Save"
          onCancel={onClose}
        />
      </ClientForm>
    </Modal>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (next: boolean) => void }) {
  return (
    <Field className="flex items-center gap-3">
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors outline-none data-checked:bg-brand-600 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-600 data-focus:outline-solid"
      >
        <span
          aria-hidden="true"
          className="inline-block size-4 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform group-data-checked:translate-x-4.5"
        />
      </Switch>
      <Label className="text-sm text-slate-700">{label}</Label>
    </Field>
  );
}
