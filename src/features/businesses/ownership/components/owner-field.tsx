"use client";
// The business's owner: who it is now, a search to set another, and 'Remove owner' behind a
// confirmation. The new owner becomes a business owner and is told; so is the former one.
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { api } from "@/trpc/react";
import { OWNERSHIP_MESSAGES, type AdminBusinessFacts } from "@/features/businesses/ownership/types";
import { OwnerPicker, type UserMatch } from "./owner-picker";

export function OwnerField({ business }: { business: AdminBusinessFacts }) {
  const router = useRouter();
  const [chosen, setChosen] = useState<UserMatch | null>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const setOwner = api.businessOwnership.setOwner.useMutation({
    onSuccess: (_saved, input) => {
      toast.success(
        input.ownerId ? OWNERSHIP_MESSAGES.ownerSet(chosen?.email ?? "The user") : OWNERSHIP_MESSAGES.ownerRemoved,
      );
      setChosen(null);
      setConfirmingRemoval(false);
      router.refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const owner = business.owner;
  return (
    <div className="space-y-3" role="group" aria-labelledby="owner-heading">
      <h3 id="owner-heading" className="text-sm font-semibold text-slate-900">
        Owner
      </h3>
      <p className="text-sm text-slate-700" data-testid="current-owner">
        {owner ? (
          <>
            {owner.displayName} <span className="text-slate-500">({owner.email ?? "no email"})</span>
          </>
        ) : (
          "No owner: the business can be claimed from its profile."
        )}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <OwnerPicker value={chosen} onChange={setChosen} />
        </div>
        <button
          type="button"
          className={PRIMARY_BUTTON_CLASS}
          disabled={!chosen || chosen.id === owner?.id || setOwner.isPending}
          onClick={() => chosen && setOwner.mutate({ id: business.id, ownerId: chosen.id })}
        >
          {setOwner.isPending && !confirmingRemoval ? "Saving..." : "Set as owner"}
        </button>
        {owner && (
          <button type="button" className={BUTTON_CLASS} onClick={() => setConfirmingRemoval(true)}>
            Remove owner
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirmingRemoval}
        title="Remove the owner?"
        description={`${owner?.displayName ?? "The owner"} will no longer manage ${business.businessName}; it will be open to claims.`}
        confirmLabel="Remove owner"
        busy={setOwner.isPending}
        onConfirm={() => setOwner.mutate({ id: business.id, ownerId: null })}
        onClose={() => setConfirmingRemoval(false)}
      />
    </div>
  );
}
