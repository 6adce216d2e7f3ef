"use client";
// One business's 'Taking enquiries' switch in the owner's inbox.
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { useHydrated } from "@/components/ui/use-hydrated";
import { api } from "@/trpc/react";

export function EnquiriesSwitch({
  businessId,
  businessName,
  enabled,
}: {
  businessId: string;
  businessName: string;
  enabled: boolean;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const change = api.enquiries.setEnabled.useMutation({
    onSuccess: (result) => {
      toast.success(
        result.enabled ? `${businessName} takes enquiries again.` : `${businessName} no longer takes enquiries.`,
      );
      router.refresh();
    },
    onError: (error) => void toast.error(error.message),
  });
  const on = change.isPending ? !enabled : enabled;
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white px-4 py-3">
      <span id={`enquiries-${businessId}`} className="text-sm font-medium text-slate-800">
        {businessName}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`enquiries-${businessId}`}
        aria-describedby={`enquiries-${businessId}-state`}
        disabled={!hydrated || change.isPending}
        onClick={() => change.mutate({ businessId, enabled: !enabled })}
        className={`flex shrink-0 items-center gap-2 rounded-full text-sm disabled:opacity-60 ${FOCUS_RING}`}
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-6 w-11 items-center rounded-full transition ${on ? "bg-brand-600" : "bg-slate-300"}`}
        >
          <span
            className={`inline-block size-5 rounded-full bg-white shadow transition ${on ? "translate-x-5" : "translate-x-0.5"}`}
          />
        </span>
        <span id={`enquiries-${businessId}-state`} className="w-8 text-left text-slate-700">
          {on ? "On" : "Off"}
        </span>
      </button>
    </div>
  );
}
