"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { api } from "@/trpc/react";
import { INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { SelectField } from "@/components/ui/select-field";
import { ClientForm } from "@/components/ui/client-form";

type Props = { cities: Array<{ slug: string; name: string; waiting: number }> };

/** Choose a city or type a ZIP code, then launch; the page re-reads the counts afterwards. */
export function LaunchForm({ cities }: Props) {
  const router = useRouter();
  const [city, setCity] = useState("");
  const [zip, setZip] = useState("");
  const launch = api.waitlistAdmin.launchArea.useMutation({
    onSuccess: (result) => {
      toast.success(
        `Launched in ${result.area}: ${result.notified === 1 ? "1 business owner" : `${result.notified} business owners`} notified.`,
      );
      setCity("");
      setZip("");
      router.refresh();
    },
    onError: (error) => toast.error(error.message),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    launch.mutate({ area: zip.trim() || city });
  }

  return (
    <ClientForm
      onSubmit={submit}
      aria-label="Launch an area"
      className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <SelectField
        label="City"
        className="min-w-56"
        value={city}
        onChange={(e) => setCity(e.target.value)}
        disabled={zip.trim() !== ""}
        empty="Choose a city"
        options={cities.map((option) => ({ value: option.slug, label: `${option.name} (${option.waiting} waiting)` }))}
      />
      <label className={`${LABEL_CLASS} w-36`}>
        or ZIP code
        <input
          value={zip}
          onChange={(e) => setZip(e.target.value)}
          inputMode="numeric"
          pattern="\d{5}"
          maxLength={5}
          placeholder="78701"
          className={INPUT_CLASS}
        />
      </label>
      <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={launch.isPending || (!city && !zip.trim())}>
        {launch.isPending ? "Launching..." : "Launch and notify"}
      </button>
      {launch.error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {launch.error.message}
        </p>
      )}
    </ClientForm>
  );
}
