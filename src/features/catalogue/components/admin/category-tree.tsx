"use client";

import { useState } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api, type RouterOutputs } from "@/trpc/react";
import { AdminSection } from "@/components/ui/admin-section";
import { moved, ReorderControls } from "@/components/ui/reorder";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { QueryList } from "@/components/ui/query-list";
import { CategoryForm } from "./category-form";

export type Category = RouterOutputs["catalogue"]["categories"][number];

/** Parents in display order, each with its children in display order. */
function tree(categories: Category[]) {
  const parents = categories.filter((category) => category.parentId === null);
  return parents.map((parent) => ({
    parent,
    children: categories.filter((category) => category.parentId === parent.id),
  }));
}

export function CategoryTree() {
  const query = api.catalogue.categories.useQuery();
  const utils = api.useUtils();
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const refresh = () => utils.catalogue.categories.invalidate();
  const reorder = api.catalogue.reorderCategories.useMutation({
    onSettled: refresh,
    onError: (error) => toast.error(error.message),
  });
  const remove = api.catalogue.deleteCategory.useMutation({
    onSuccess: () => toast.success("Category deleted"),
    onError: (error) => toast.error(error.message),
    onSettled: () => {
      setDeleting(null);
      void refresh();
    },
  });
  const parents = (query.data ?? []).filter((category) => category.parentId === null);

  function row(category: Category, siblings: Category[], index: number) {
    const move = (delta: -1 | 1) => {
      const ids = moved(
        siblings.map((sibling) => sibling.id),
        index,
        delta,
      );
      if (ids) reorder.mutate({ ids });
    };
    return (
      <div className="flex flex-wrap items-center gap-3 py-2">
        <span className="min-w-48 flex-1">
          <span className="font-medium text-slate-900">{category.name}</span>{" "}
          <code className="text-xs text-slate-500">{category.slug}</code>
          {category.icon && <span className="ml-2 text-xs text-slate-500">icon {category.icon}</span>}
          {!category.active && (
            <span className="ml-2 rounded bg-slate-200 px-1.5 text-xs text-slate-700">Inactive</span>
          )}
          <span className="ml-2 text-xs text-slate-500">{category._count.businesses} businesses</span>
        </span>
        <ReorderControls
          label={category.name}
          index={index}
          count={siblings.length}
          busy={reorder.isPending}
          onMove={move}
        />
        <button
          type="button"
          className={BUTTON_CLASS}
          onClick={() => setEditing(category)}
          aria-label={`Edit ${category.name}`}
        >
          Edit
        </button>
        <button
          type="button"
          className={BUTTON_CLASS}
          onClick={() => setDeleting(category)}
          aria-label={`Delete ${category.name}`}
        >
          Delete
        </button>
      </div>
    );
  }

  return (
    <AdminSection id="category-tree" title="Category tree">
      <CategoryForm parents={parents} />
      <QueryList query={query} noun="categories" empty="No categories yet.">
        {(categories) => (
          <ul
            aria-label="Categories"
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4 shadow-sm"
          >
            {tree(categories).map(({ parent, children }, index, all) => (
              <li key={parent.id}>
                {row(
                  parent,
                  all.map((entry) => entry.parent),
                  index,
                )}
                {children.length > 0 && (
                  <ul aria-label={`Subcategories of ${parent.name}`} className="ml-6 border-l border-slate-200 pl-4">
                    {children.map((child, childIndex) => (
                      <li key={child.id}>{row(child, children, childIndex)}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryList>
      {editing && <CategoryForm key={editing.id} parents={parents} editing={editing} onDone={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? "category"}?`}
        description="A category that businesses, waitlist entries or subcategories use cannot be deleted; deactivate it instead."
        confirmLabel="Delete category"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </AdminSection>
  );
}
