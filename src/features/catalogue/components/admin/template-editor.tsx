"use client";

import { useState } from "react";
import { api } from "@/trpc/react";
import { AdminSection } from "@/components/ui/admin-section";
import { INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { QueryList } from "@/components/ui/query-list";
import { TemplateForm } from "./template-form";

/** Pick a subcategory, then edit its template. */
export function TemplateEditor() {
  const subcategories = api.catalogue.subcategories.useQuery();
  const templates = api.catalogue.templates.useQuery();
  const tags = api.catalogue.tags.useQuery();
  const [categoryId, setCategoryId] = useState("");
  const withTemplate = new Set(templates.data?.map((template) => template.categoryId));
  const groups = new Map<string, NonNullable<typeof subcategories.data>>();
  for (const subcategory of subcategories.data ?? [])
    groups.set(subcategory.parent?.name ?? "", [...(groups.get(subcategory.parent?.name ?? "") ?? []), subcategory]);
  const ready = {
    isError: subcategories.isError || templates.isError || tags.isError,
    data: templates.data && tags.data ? subcategories.data : undefined,
  };

  return (
    <AdminSection id="templates" title="Templates by subcategory">
      <QueryList query={ready} noun="templates" empty="Add subcategories on the Categories screen first.">
        {() => (
          <>
            <p className="text-sm text-slate-600">
              {withTemplate.size} of {subcategories.data?.length ?? 0} subcategories have a template.
            </p>
            <div className="max-w-md">
              <label htmlFor="template-subcategory" className={LABEL_CLASS}>
                Subcategory
              </label>
              <select
                id="template-subcategory"
                value={categoryId}
                onChange={(event) => setCategoryId(event.target.value)}
                className={INPUT_CLASS}
              >
                <option value="">Choose a subcategory</option>
                {[...groups].map(([parent, children]) => (
                  <optgroup key={parent} label={parent}>
                    {children.map((child) => (
                      <option key={child.id} value={child.id}>
                        {child.name}
                        {withTemplate.has(child.id) ? " (template)" : ""}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
            {categoryId && (
              <TemplateForm
                key={categoryId}
                categoryId={categoryId}
                template={templates.data?.find((template) => template.categoryId === categoryId) ?? null}
                tags={tags.data ?? []}
              />
            )}
          </>
        )}
      </QueryList>
    </AdminSection>
  );
}
