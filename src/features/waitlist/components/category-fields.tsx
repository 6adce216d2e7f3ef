"use client";

import { useOnDemandRead } from "@/trpc/on-demand";
import type { RouterOutputs } from "@/trpc/react";
import { SelectField } from "@/components/ui/select-field";

export type TopCategory = RouterOutputs["waitlist"]["topCategories"][number];

type Props = {
  categories: TopCategory[];
  parentId: string;
  categoryId: string;
  onParentChange: (id: string) => void;
  onCategoryChange: (id: string) => void;
  errors: { parentCategoryId?: string; categoryId?: string };
};

/** Parent category, then one of its subcategories (loaded once a parent is chosen). */
export function CategoryFields({ categories, parentId, categoryId, onParentChange, onCategoryChange, errors }: Props) {
  const children = useOnDemandRead(parentId ? `waitlist.subcategories:${parentId}` : null, (api) =>
    api.waitlist.subcategories.query({ parentId }),
  );
  const childOptions = (parentId ? (children.data ?? []) : []).map((child) => ({ value: child.id, label: child.name }));
  return (
    <>
      <SelectField
        look="filled"
        label="Parent Category"
        name="parentCategoryId"
        required
        value={parentId}
        onChange={onParentChange}
        empty="Select a category"
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        error={errors.parentCategoryId}
      />
      <SelectField
        look="filled"
        label="Subcategory"
        name="categoryId"
        required
        disabled={!parentId}
        value={categoryId}
        onChange={onCategoryChange}
        empty={
          !parentId ? "Choose a category first" : children.data === undefined ? "Loading..." : "Select a subcategory"
        }
        options={childOptions}
        error={errors.categoryId}
      />
    </>
  );
}
