"use client";
// The admin's business actions (the businesses screen and a business's edit screen): each calls its
// businessAdmin procedure, toasts the outcome (and the featured-list warning), and refreshes the
// server-rendered page.
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { api } from "@/trpc/react";

export function useModeration(onDone: () => void) {
  const router = useRouter();
  const finish = (message: string, warning?: string | null) => {
    toast.success(message);
    if (warning) toast(warning, { icon: "⚠️", duration: 8000 });
    onDone();
    router.refresh();
  };
  const onError = (error: { message: string }) => toast.error(error.message);
  const verification = api.businessAdmin.setVerification.useMutation({
    onSuccess: (result) =>
      finish(
        result.verificationStatus === "verified"
          ? "Business verified"
          : result.verificationStatus === "rejected"
            ? "Verification rejected"
            : "Back to pending",
      ),
    onError,
  });
  const featured = api.businessAdmin.setFeatured.useMutation({
    onSuccess: (result) =>
      finish(result.featured ? "Business featured" : "Business no longer featured", result.warning),
    onError,
  });
  const active = api.businessAdmin.setActive.useMutation({
    onSuccess: (result) => finish(result.active ? "Business activated" : "Business deactivated"),
    onError,
  });
  const bulk = api.businessAdmin.bulk.useMutation({
    onSuccess: (result) => {
      const changed = result.changedIds.length;
      const skipped = result.skippedIds.length
        ? ` ${result.skippedIds.length} skipped: the owner's email is not verified.`
        : "";
      finish(`${changed} ${changed === 1 ? "business" : "businesses"} changed.${skipped}`, result.warning);
    },
    onError,
  });
  const busy = verification.isPending || featured.isPending || active.isPending || bulk.isPending;
  return { verification, featured, active, bulk, busy };
}
