"use client";

import { useState } from "react";
import toast from "react-hot-toast";
import { AdminTable } from "@/components/ui/data-table";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api, type RouterOutputs } from "@/trpc/react";
import { AdminSection } from "@/components/ui/admin-section";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { QueryList } from "@/components/ui/query-list";
import { TagForm } from "./tag-form";

export type Tag = RouterOutputs["catalogue"]["tags"][number];
const CELL = "px-3 py-2 align-top";

export function TagList() {
  const query = api.catalogue.tags.useQuery();
  const utils = api.useUtils();
  const [editing, setEditing] = useState<Tag | "new" | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const remove = api.catalogue.deleteTag.useMutation({
    onSuccess: () => toast.success("Tag deleted"),
    onError: (error) => toast.error(error.message),
    onSettled: () => {
      setDeleting(null);
      void utils.catalogue.tags.invalidate();
    },
  });

  return (
    <AdminSection id="tags" title="Business tags">
      <p className="text-sm text-slate-600">The directory&apos;s tag filter offers the 10 most used active tags.</p>
      <button type="button" className={PRIMARY_BUTTON_CLASS} onClick={() => setEditing("new")}>
        Add tag
      </button>
      <QueryList query={query} noun="tags" empty="No tags yet.">
        {(tags) => (
          <AdminTable
            caption="Business tags"
            headings={["Tag", "Group", "Icon", "Status", "Businesses", { srOnly: "Actions" }]}
          >
            {tags.map((tag) => (
              <tr key={tag.id}>
                <td className={CELL}>
                  <span className="inline-flex items-center gap-2 font-medium text-slate-900">
                    <span
                      aria-hidden="true"
                      className="h-3 w-3 rounded-full"
                      style={{ backgroundColor: tag.color ?? "#94a3b8" }}
                    />
                    {tag.name}
                  </span>
                  {tag.description && <span className="block text-xs text-slate-500">{tag.description}</span>}
                </td>
                <td className={CELL}>{tag.category}</td>
                <td className={CELL}>{tag.icon}</td>
                <td className={CELL}>{tag.isActive ? "Active" : "Inactive"}</td>
                <td className={CELL}>{tag._count.assignments}</td>
                <td className={`${CELL} whitespace-nowrap`}>
                  <button
                    type="button"
                    className={BUTTON_CLASS}
                    aria-label={`Edit tag ${tag.name}`}
                    onClick={() => setEditing(tag)}
                  >
                    Edit
                  </button>{" "}
                  <button
                    type="button"
                    className={BUTTON_CLASS}
                    aria-label={`Delete tag ${tag.name}`}
                    onClick={() => setDeleting(tag)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryList>
      {editing && (
        <TagForm
          key={editing === "new" ? "new" : editing.id}
          tag={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete tag ${deleting?.name ?? ""}?`}
        description="A tag businesses carry cannot be deleted; deactivate it instead."
        confirmLabel="Delete tag"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </AdminSection>
  );
}
