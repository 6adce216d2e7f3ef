"use client";
// "Launch and notify" asks first: the dialog reads what the launch would do right now (the emails
// it sends, the founding-member badges it gives) and launches only when the admin confirms. The
// toast then says what it did; the page re-reads its counts.
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { launchDescription, launchResultMessage } from "@/features/waitlist-admin/types";
import { api } from "@/trpc/react";

type Props = {
  /** The area's key ('austin', '78701'); null while the dialog is closed. */
  area: string | null;
  onClose: () => void;
  onLaunched?: () => void;
};

export function LaunchDialog({ area, onClose, onLaunched }: Props) {
  const router = useRouter();
  const preview = api.waitlistAdmin.launchPreview.useQuery(
    { area: area ?? "" },
    { enabled: area !== null, gcTime: 0, staleTime: 0, retry: false },
  );
  const launch = api.waitlistAdmin.launchArea.useMutation({
    onSuccess: (result) => {
      toast.success(launchResultMessage(result));
      onLaunched?.();
      onClose();
      router.refresh();
    },
  });
  // A count read earlier would not be what the launch does now: only a fresh one is shown.
  const ready = preview.data && !preview.isFetching ? preview.data : null;
  const close = () => {
    launch.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={area !== null}
      tone="primary"
      title={ready ? `Launch in ${ready.label}?` : "Launch this area?"}
      description={
        <div aria-live="polite" className="space-y-2">
          {preview.error ? (
            <p role="alert" className="text-red-700">
              {preview.error.message}
            </p>
          ) : ready ? (
            <>
              <p data-testid="launch-summary">{launchDescription(ready)}</p>
              {ready.launchedAt && (
                <p>It launched before: only owners not yet emailed are emailed, and no badge is given twice.</p>
              )}
            </>
          ) : (
            <p>Counting the owners this launch emails…</p>
          )}
          {launch.error && (
            <p role="alert" className="text-red-700">
              {launch.error.message}
            </p>
          )}
        </div>
      }
      confirmLabel={ready ? `Launch and send ${emailsLabel(ready.emails)}` : "Launch"}
      busy={launch.isPending}
      confirmDisabled={!ready}
      onConfirm={() => area && launch.mutate({ area })}
      onClose={close}
    />
  );
}

const emailsLabel = (count: number) => (count === 1 ? "1 email" : `${count} emails`);
