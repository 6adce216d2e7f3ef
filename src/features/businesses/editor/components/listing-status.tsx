"use client";
// The edit page's head: the business's status, its public page, its posts, and 'Deactivate listing' /
// 'Reactivate' behind a confirmation (a new listing waiting for an admin's approval says so instead).
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { api } from "@/trpc/react";
import { AWAITING_APPROVAL_TEXT, StatusBadge, type BusinessStatus } from "./status-badge";

type Props = { id: string; name: string; publicUrl: string; active: boolean; status: BusinessStatus };

export function ListingStatus({ id, name, publicUrl, active, status }: Props) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const setActive = api.businesses.setActive.useMutation({
    onSuccess: (saved) => {
      setConfirming(false);
      toast.success(saved.active ? "Listing reactivated" : "Listing deactivated");
      router.refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <p className="text-lg font-semibold text-slate-900">{name}</p>
        <div className="mt-1 flex items-center gap-3 text-sm">
          <StatusBadge status={status} />
          {active && (
            <Link href={publicUrl} className="font-medium text-brand-700 hover:underline">
              View public page
            </Link>
          )}
          <Link href={`/dashboard/business/${id}/posts`} className="font-medium text-brand-700 hover:underline">
            Posts and events
          </Link>
        </div>
      </div>
      {status === "awaiting" ? (
        <p className="max-w-md text-sm text-slate-700">{AWAITING_APPROVAL_TEXT}</p>
      ) : (
        <button type="button" className={BUTTON_CLASS} onClick={() => setConfirming(true)}>
          {active ? "Deactivate listing" : "Reactivate"}
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title={active ? "Deactivate listing?" : "Reactivate listing?"}
        description={
          active
            ? `${name} will disappear from the directory and its profile page until you reactivate it.`
            : `${name} will be listed in the directory again.`
        }
        confirmLabel={active ? "Deactivate listing" : "Reactivate"}
        tone={active ? "danger" : "primary"}
        busy={setActive.isPending}
        onConfirm={() => setActive.mutate({ id, active: !active })}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
