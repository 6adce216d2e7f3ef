"use client";
// 'Member since': the day the business joined (cards show its year).
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { DateField } from "@/features/businesses/editor/components/business-editor/fields";
import { api } from "@/trpc/react";
import { OWNERSHIP_MESSAGES, type AdminBusinessFacts } from "@/features/businesses/ownership/types";

export function MemberSinceField({ business }: { business: AdminBusinessFacts }) {
  const router = useRouter();
  const [date, setDate] = useState(business.memberSince);
  const [error, setError] = useState<string>();
  const save = api.businessOwnership.setMemberSince.useMutation({
    onSuccess: () => {
      setError(undefined);
      toast.success(OWNERSHIP_MESSAGES.memberSinceSaved);
      router.refresh();
    },
    onError: (failure) => {
      setError(failure.data?.fieldErrors?.date?.[0] ?? failure.message);
      toast.error(failure.message);
    },
  });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-56">
        <DateField label="Member since" value={date} onChange={setDate} error={error} />
      </div>
      <button
        type="button"
        className={PRIMARY_BUTTON_CLASS}
        disabled={save.isPending || date === business.memberSince}
        onClick={() => save.mutate({ id: business.id, date })}
      >
        {save.isPending ? "Saving..." : "Save member since"}
      </button>
    </div>
  );
}
