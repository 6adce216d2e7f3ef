"use client";
// The owner's buttons toward the business whose profile this is, from `network.relationship`: each of
// their other businesses and where it stands. Connect shows the state instead when no business of
// theirs can ask any more (Connected, Request sent, or Answer request for a request they received);
// Recommend likewise once each has recommended. Each dialog's code loads when its button is pointed at.
import dynamic from "next/dynamic";
import { IntentLink } from "@/components/ui/intent-link";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { useOnDemandDialog } from "@/components/ui/use-on-demand-dialog";
import { RECOMMENDATION_STATUS_LABELS, type TRecommendationStatus } from "@/features/network/types";
import { api } from "@/trpc/react";
const loadDialogs = () => import("../dialogs");
const ConnectDialog = dynamic(() => loadDialogs().then((module) => module.ConnectDialog));
const ReferDialog = dynamic(() => loadDialogs().then((module) => module.ReferDialog));
const RecommendDialog = dynamic(() => loadDialogs().then((module) => module.RecommendDialog));

const STATE_CLASS =
  "inline-flex items-center rounded-md border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm font-medium text-slate-600";

export function OwnerNetworkButtons({ businessId, businessName }: { businessId: string; businessName: string }) {
  const relationship = api.network.relationship.useQuery({ otherBusinessId: businessId }, { staleTime: 60_000 });
  const connect = useOnDemandDialog(loadDialogs);
  const refer = useOnDemandDialog(loadDialogs);
  const recommend = useOnDemandDialog(loadDialogs);
  const mine = (relationship.data?.businesses ?? []).filter((business) => !business.blocked);
  if (mine.length === 0) return null;

  const canConnect = mine.filter((business) => business.connection === "none");
  const received = mine.find((business) => business.connection === "received");
  const sent = mine.find((business) => business.connection === "sent");
  const canRecommend = mine.filter(
    (business) => business.recommendation === null || business.recommendation === "declined",
  );
  const recommended = mine.find((business) => business.recommendation !== null)?.recommendation as
    TRecommendationStatus | undefined;
  const other = { id: businessId, businessName };

  return (
    <div role="group" aria-label="Your business network" className="mt-4 flex flex-wrap items-center gap-2">
      {canConnect.length > 0 ? (
        <button type="button" className={BUTTON_CLASS} {...connect.trigger}>
          Connect
        </button>
      ) : received ? (
        <IntentLink
          href={`/dashboard/network/requests?business=${encodeURIComponent(received.id)}`}
          className={BUTTON_CLASS}
        >
          Answer request
        </IntentLink>
      ) : (
        <span className={STATE_CLASS} data-testid="connection-state">
          {sent ? "Request sent" : "Connected"}
        </span>
      )}
      <button type="button" className={BUTTON_CLASS} {...refer.trigger}>
        Refer a customer
      </button>
      {canRecommend.length > 0 ? (
        <button type="button" className={BUTTON_CLASS} {...recommend.trigger}>
          Recommend
        </button>
      ) : (
        <span className={STATE_CLASS} data-testid="recommendation-state">
          Recommended{recommended ? ` · ${RECOMMENDATION_STATUS_LABELS[recommended]}` : ""}
        </span>
      )}
      {connect.used && <ConnectDialog open={connect.open} onClose={connect.close} other={other} from={canConnect} />}
      {refer.used && <ReferDialog open={refer.open} onClose={refer.close} other={other} from={mine} />}
      {recommend.used && (
        <RecommendDialog open={recommend.open} onClose={recommend.close} other={other} from={canRecommend} />
      )}
    </div>
  );
}
