"use client";
// Pending claims (the claimant's details, whether their email address is verified, and the
// business's current owner) with Approve and Reject (both confirmed); the list refreshes after each
// decision. A claimant whose address is not verified cannot be approved (the server refuses).
import { useState } from "react";
import toast from "react-hot-toast";
import { AdminTable } from "@/components/ui/data-table";
import { LocalTime } from "@/components/ui/local-time";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { Spinner } from "@/components/ui/spinner";
import { api, type RouterOutputs } from "@/trpc/react";

type Claim = RouterOutputs["claims"]["list"][number];
type Decision = { claim: Claim; action: "approve" | "reject" };

export function ClaimsTable() {
  const utils = api.useUtils();
  const claims = api.claims.list.useQuery({ status: "pending" });
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const options = (verb: string) => ({
    onSuccess: async () => {
      toast.success(`Claim ${verb}`);
      setDeciding(null);
      await utils.claims.list.invalidate();
    },
    onError: (error: { message: string }) => toast.error(error.message),
  });
  const approve = api.claims.approve.useMutation(options("approved"));
  const reject = api.claims.reject.useMutation(options("rejected"));

  if (claims.isPending) return <Spinner label="Loading claims..." className="w-full py-8" />;
  if (claims.isError) return <p className="text-sm text-red-700">Could not load claims. Please try again.</p>;
  if (claims.data.length === 0) return <p className="text-sm text-slate-600">No pending claims.</p>;
  return (
    <>
      <AdminTable
        caption="Pending claims"
        headings={[
          "Business",
          "Current owner",
          "Claimant",
          "Role at business",
          "Phone",
          "Note",
          "Filed",
          { srOnly: "Actions" },
        ]}
      >
        {claims.data.map((claim) => (
          <tr key={claim.id}>
            <td className="px-3 py-2 font-medium text-slate-900">
              {claim.business.businessName}
              <span className="block text-xs text-slate-500">{claim.business.city}</span>
            </td>
            <td className="px-3 py-2">
              {claim.business.owner ? (
                <>
                  {claim.business.owner.displayName}
                  <span className="block text-xs text-slate-500">{claim.business.owner.email}</span>
                </>
              ) : (
                <span className="text-slate-500">No owner</span>
              )}
            </td>
            <td className="px-3 py-2">
              {claim.user.displayName}
              <span className="block text-xs text-slate-500">{claim.user.email ?? "No email address"}</span>
              {claim.user.emailVerified ? (
                <span className="block text-xs font-medium text-emerald-700">Email verified</span>
              ) : (
                <span className="block text-xs font-medium text-amber-700">Email not verified: cannot be approved</span>
              )}
            </td>
            <td className="px-3 py-2">{claim.roleAtBusiness}</td>
            <td className="px-3 py-2">{claim.phone}</td>
            <td className="max-w-xs px-3 py-2 text-slate-600">{claim.note}</td>
            <td className="px-3 py-2 whitespace-nowrap text-slate-600">
              <LocalTime at={claim.createdAt} />
            </td>
            <td className="px-3 py-2">
              <div className="flex gap-2">
                <button
                  type="button"
                  className={PRIMARY_BUTTON_CLASS}
                  onClick={() => setDeciding({ claim, action: "approve" })}
                  aria-label={`Approve claim by ${claim.user.displayName} for ${claim.business.businessName}`}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className={BUTTON_CLASS}
                  onClick={() => setDeciding({ claim, action: "reject" })}
                  aria-label={`Reject claim by ${claim.user.displayName} for ${claim.business.businessName}`}
                >
                  Reject
                </button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <ConfirmDialog
        open={deciding !== null}
        title={deciding?.action === "approve" ? "Approve claim?" : "Reject claim?"}
        description={
          deciding?.action === "approve"
            ? `${deciding.claim.user.displayName} becomes the owner of ${deciding.claim.business.businessName}; other pending claims for it are rejected.`
            : `${deciding?.claim.user.displayName ?? ""} is told the claim was not approved.`
        }
        confirmLabel={deciding?.action === "approve" ? "Approve" : "Reject"}
        tone={deciding?.action === "approve" ? "primary" : "danger"}
        busy={approve.isPending || reject.isPending}
        onConfirm={() =>
          deciding && (deciding.action === "approve" ? approve : reject).mutate({ id: deciding.claim.id })
        }
        onClose={() => setDeciding(null)}
      />
    </>
  );
}
