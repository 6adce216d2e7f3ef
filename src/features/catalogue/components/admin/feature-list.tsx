"use client";

import { useState } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PlatformIcon } from "@/components/ui/platform-icon";
import { api, type RouterOutputs } from "@/trpc/react";
import { AdminSection } from "@/components/ui/admin-section";
import { moved, ReorderControls } from "@/components/ui/reorder";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { QueryList } from "@/components/ui/query-list";
import { FeatureForm } from "./feature-form";

export type Feature = RouterOutputs["catalogue"]["features"]["features"][number];

function ShownNow({ features, shownIds }: { features: Feature[]; shownIds: string[] }) {
  const shown = shownIds
    .map((id) => features.find((feature) => feature.id === id))
    .filter((feature): feature is Feature => !!feature);
  let text: string;
  if (features.length === 0) text = "There are no cards yet, so the home page shows the built-in cards.";
  else if (shown.length === 0) text = "No card is featured and active, so the home page shows no feature cards.";
  else
    text = `The home page shows ${shown.length} of 6: ${shown.map((feature, index) => `${index + 1}. ${feature.title}`).join(", ")}.`;
  return (
    <p
      role="status"
      data-testid="features-shown-now"
      className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-slate-800"
    >
      {text}
    </p>
  );
}

export function FeatureList() {
  const query = api.catalogue.features.useQuery();
  const utils = api.useUtils();
  const [editing, setEditing] = useState<Feature | "new" | null>(null);
  const [deleting, setDeleting] = useState<Feature | null>(null);
  const refresh = () => utils.catalogue.features.invalidate();
  const reorder = api.catalogue.reorderFeatures.useMutation({
    onSettled: refresh,
    onError: (error) => toast.error(error.message),
  });
  const remove = api.catalogue.deleteFeature.useMutation({
    onSuccess: () => toast.success("Feature card deleted"),
    onError: (error) => toast.error(error.message),
    onSettled: () => {
      setDeleting(null);
      void refresh();
    },
  });
  const list = { isError: query.isError, data: query.data?.features };

  return (
    <AdminSection id="feature-cards" title="Feature cards">
      {query.data && <ShownNow features={query.data.features} shownIds={query.data.shownIds} />}
      <button type="button" className={PRIMARY_BUTTON_CLASS} onClick={() => setEditing("new")}>
        Add feature card
      </button>
      <QueryList
        query={list}
        noun="feature cards"
        empty="No feature cards yet: the home page shows the built-in cards."
      >
        {(features) => (
          <ol
            aria-label="Feature cards in order"
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4 shadow-sm"
          >
            {features.map((feature, index) => {
              const position = query.data?.shownIds.indexOf(feature.id) ?? -1;
              return (
                <li key={feature.id} className="flex flex-wrap items-center gap-3 py-3" aria-label={feature.title}>
                  <span className={`flex h-9 w-9 items-center justify-center rounded-lg ${feature.colorClass ?? ""}`}>
                    <PlatformIcon name={feature.iconName} className="h-5 w-5" />
                  </span>
                  <span className="min-w-48 flex-1">
                    <span className="font-medium text-slate-900">{feature.title}</span>
                    {feature.badgeText && (
                      <span className="ml-2 rounded bg-slate-100 px-1.5 text-xs text-slate-700">
                        {feature.badgeText}
                      </span>
                    )}
                    <span className="block text-sm text-slate-600">{feature.description}</span>
                    <span className="block text-xs text-slate-500">
                      {position >= 0 ? `Shown on the home page (${position + 1} of 6)` : "Not shown"} ·{" "}
                      {feature.isFeatured ? "Featured" : "Not featured"} · {feature.isActive ? "Active" : "Inactive"}
                    </span>
                  </span>
                  <ReorderControls
                    label={feature.title}
                    index={index}
                    count={features.length}
                    busy={reorder.isPending}
                    onMove={(delta) => {
                      const ids = moved(
                        features.map((entry) => entry.id),
                        index,
                        delta,
                      );
                      if (ids) reorder.mutate({ ids });
                    }}
                  />
                  <button
                    type="button"
                    className={BUTTON_CLASS}
                    aria-label={`Edit ${feature.title}`}
                    onClick={() => setEditing(feature)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className={BUTTON_CLASS}
                    aria-label={`Delete ${feature.title}`}
                    onClick={() => setDeleting(feature)}
                  >
                    Delete
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </QueryList>
      {editing && (
        <FeatureForm
          key={editing === "new" ? "new" : editing.id}
          feature={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.title ?? "feature card"}?`}
        description="The card disappears from the home page; to hide it for a while, make it inactive instead."
        confirmLabel="Delete card"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </AdminSection>
  );
}
