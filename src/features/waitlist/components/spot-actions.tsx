"use client";

// The spot page's controls: copying the personal referral link, and the leaderboard opt-in. Both
// wait for hydration (a press before then would be lost) and say what happened in a live status.
import { useId, useState } from "react";
import { api } from "@/trpc/react";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormError } from "@/components/ui/form-submit";
import { useHydrated } from "@/components/ui/use-hydrated";

const COPY_FAILED = "Could not copy the link. Select it and copy it instead.";

export function ReferralLinkCopy({ link }: { link: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<string | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("Copied");
    } catch {
      setCopied(COPY_FAILED);
    }
  }

  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Your referral link
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800"
        />
        <button type="button" disabled={!hydrated} onClick={() => void copy()} className={BUTTON_CLASS}>
          Copy
        </button>
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-600">
        {copied}
      </p>
    </div>
  );
}

/** Shows or hides the owner (initials only) on the area's and organisation's leaderboards. */
export function LeaderboardOptIn({ spotKey, optedIn }: { spotKey: string; optedIn: boolean }) {
  const hydrated = useHydrated();
  const [checked, setChecked] = useState(optedIn);
  const [saved, setSaved] = useState<string | null>(null);
  const save = api.waitlist.setLeaderboardOptIn.useMutation();

  function change(optIn: boolean) {
    setChecked(optIn);
    setSaved(null);
    save.mutate(
      { key: spotKey, optIn },
      {
        onSuccess: () =>
          setSaved(optIn ? "Saved: your initials appear on the leaderboards." : "Saved: you're off the leaderboards."),
        onError: () => setChecked(!optIn),
      },
    );
  }

  return (
    <div className="space-y-2">
      <CheckboxField
        label="Show my initials on the public leaderboards"
        checked={checked}
        onChange={change}
        disabled={!hydrated || save.isPending}
      />
      <p role="status" className="min-h-5 text-sm text-slate-600">
        {saved}
      </p>
      <FormError message={save.error?.message ?? null} />
    </div>
  );
}
