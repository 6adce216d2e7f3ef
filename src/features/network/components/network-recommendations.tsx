"use client";
// Recommendations: the ones other businesses wrote about this one (awaiting acceptance: Accept or
// Decline; shown on the profile: Hide; hidden: Show again) and the ones it wrote (Withdraw).
import { useState } from "react";
import toast from "react-hot-toast";
import { dated } from "@/components/ui/dated";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { RECOMMENDATION_STATUS_LABELS } from "@/features/network/types";
import { api, type RouterOutputs } from "@/trpc/react";
import { RECOMMENDATION_STATUS_STYLE } from "./format";
import { Badge, BusinessLine, ListState, NetworkSection, Rows, ViaConnections } from "./parts";

type Business = { id: string; businessName: string };
type Received = RouterOutputs["network"]["recommendations"]["received"][number];
type Given = RouterOutputs["network"]["recommendations"]["given"][number];
type Action = "accept" | "decline" | "hide" | "show";

const ACTION_DONE: Record<Action, string> = {
  accept: "Recommendation accepted: it shows on your profile.",
  decline: "Recommendation declined.",
  hide: "Recommendation hidden from your profile.",
  show: "Recommendation shown on your profile again.",
};

export function NetworkRecommendations({ business, canAct }: { business: Business; canAct: boolean }) {
  const recommendations = api.network.recommendations.useQuery({ businessId: business.id });
  const [withdrawing, setWithdrawing] = useState<Given | null>(null);
  const utils = api.useUtils();
  const answer = api.network.answerRecommendation.useMutation({
    onSuccess: (_result, input) => {
      toast.success(ACTION_DONE[input.action]);
      void utils.network.recommendations.invalidate({ businessId: business.id });
    },
    onError: (error) => toast.error(error.message),
  });
  const withdraw = api.network.withdrawRecommendation.useMutation({
    onSuccess: () => {
      toast.success("Recommendation withdrawn.");
      setWithdrawing(null);
      void utils.network.recommendations.invalidate({ businessId: business.id });
    },
    onError: (error) => toast.error(error.message),
  });
  const data = recommendations.data;
  const groups = [
    {
      status: "pending",
      title: "Awaiting your answer",
      empty: "No recommendation is waiting for your answer.",
    },
    { status: "accepted", title: "Shown on your profile", empty: "None shown on your profile yet." },
    { status: "hidden", title: "Hidden", empty: null },
  ] as const;
  const busyId = answer.isPending ? answer.variables.recommendationId : null;
  const actionsFor = (item: Received) => {
    const button = (action: Action, label: string, primary = false, needsAct = false) => (
      <button
        type="button"
        className={primary ? PRIMARY_BUTTON_CLASS : BUTTON_CLASS}
        disabled={busyId === item.id || (needsAct && !canAct)}
        onClick={() => answer.mutate({ recommendationId: item.id, action })}
      >
        {label}
      </button>
    );
    if (item.status === "pending")
      return (
        <>
          {button("accept", "Accept", true, true)}
          {button("decline", "Decline")}
        </>
      );
    if (item.status === "accepted") return button("hide", "Hide");
    if (item.status === "hidden") return button("show", "Show again", false, true);
    return null;
  };
  return (
    <div className="space-y-6">
      <NetworkSection
        id="recommendations-received-title"
        title="Recommendations received"
        description="What other businesses say about yours. Nothing shows on your profile until you accept it."
      >
        <ListState loading={recommendations.isPending} error={recommendations.error} empty={false} emptyText="" />
        {data &&
          groups.map((group) => {
            const items = data.received.filter((item) => item.status === group.status);
            if (items.length === 0 && group.empty === null) return null;
            return (
              <div key={group.status} className="space-y-2">
                <h3 className="text-base font-semibold text-slate-900">
                  {group.title} <span className="font-normal text-slate-500">({items.length})</span>
                </h3>
                {items.length === 0 ? (
                  <p className="text-sm text-slate-600">{group.empty}</p>
                ) : (
                  <ul className="space-y-3">
                    {items.map((item) => (
                      <li
                        key={item.id}
                        className="space-y-3 rounded-lg border border-slate-200 p-4"
                        data-testid="recommendation-received"
                      >
                        <BusinessLine business={item.fromBusiness} note={dated("Written", item.createdAt)} />
                        <blockquote className="text-sm break-words whitespace-pre-line text-slate-800">
                          “{item.text}”
                        </blockquote>
                        <div
                          role="group"
                          aria-label={`Recommendation from ${item.fromBusiness.businessName}`}
                          className="flex flex-wrap gap-2"
                        >
                          {actionsFor(item)}
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
      </NetworkSection>
      <NetworkSection
        id="recommendations-given-title"
        title="Recommendations given"
        description={
          <>
            What you wrote about other businesses. To recommend one,{" "}
            <ViaConnections businessId={business.id} action="Recommend" />
          </>
        }
      >
        <ListState
          loading={recommendations.isPending}
          error={null}
          empty={data?.given.length === 0}
          emptyText="You have not recommended a business yet."
        />
        <Rows items={data?.given} className="space-y-3">
          {(item) => (
            <li
              key={item.id}
              className="space-y-3 rounded-lg border border-slate-200 p-4"
              data-testid="recommendation-given"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <BusinessLine business={item.toBusiness} note={dated("Written", item.createdAt)} />
                <Badge className={RECOMMENDATION_STATUS_STYLE[item.status]}>
                  {RECOMMENDATION_STATUS_LABELS[item.status]}
                </Badge>
              </div>
              <blockquote className="text-sm break-words whitespace-pre-line text-slate-800">“{item.text}”</blockquote>
              {item.status !== "removed" && (
                <button type="button" className={BUTTON_CLASS} onClick={() => setWithdrawing(item)}>
                  Withdraw
                </button>
              )}
            </li>
          )}
        </Rows>
      </NetworkSection>
      <ConfirmDialog
        open={withdrawing !== null}
        title={`Withdraw your recommendation of ${withdrawing?.toBusiness.businessName ?? "this business"}?`}
        description="It is deleted, and no longer shows on their profile. You can write a new one later."
        confirmLabel="Withdraw recommendation"
        busy={withdraw.isPending}
        onConfirm={() => withdrawing && withdraw.mutate({ recommendationId: withdrawing.id })}
        onClose={() => setWithdrawing(null)}
      />
    </div>
  );
}
