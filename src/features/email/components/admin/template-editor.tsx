"use client";

import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { parseVariableList, renderTemplate } from "@/lib/template-render";
import { sampleVariables, unknownVariablesMessage } from "@/features/email/schema";
import type { RouterOutputs } from "@/trpc/react";
import { api } from "@/trpc/react";
import { FormFooter } from "@/components/ui/field-errors";
import { INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { ClientForm } from "@/components/ui/client-form";

type Template = RouterOutputs["emailTemplates"]["list"][number];

/** One template: its three texts, the variables it may use, and a preview rendered with sample values. */
export function TemplateEditor({ template }: { template: Template }) {
  const [subject, setSubject] = useState(template.subject);
  const [bodyText, setBodyText] = useState(template.bodyText);
  const [bodyHtml, setBodyHtml] = useState(template.bodyHtml ?? "");
  const save = api.emailTemplates.update.useMutation({
    onSuccess: () => toast.success(`${template.name} saved`),
    onError: (error) => toast.error(error.message),
  });
  const problem = unknownVariablesMessage([subject, bodyText, bodyHtml], template.variables);
  const preview = renderTemplate(
    { subject, bodyText, bodyHtml: bodyHtml || null },
    sampleVariables(template.variables),
  );
  const headingId = `template-${template.key}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({ id: template.id, subject, bodyText, bodyHtml });
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {template.name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Variables:{" "}
        {parseVariableList(template.variables).map((name) => (
          <code key={name} className="mr-2 rounded bg-slate-100 px-1">{`{{${name}}}`}</code>
        ))}
      </p>
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ClientForm onSubmit={submit} aria-label={`Edit ${template.name}`} className="space-y-3">
          <label className={LABEL_CLASS}>
            Subject
            <input
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
              required
              maxLength={200}
              className={INPUT_CLASS}
            />
          </label>
          <label className={LABEL_CLASS}>
            Plain-text body
            <textarea
              value={bodyText}
              onChange={(e) => setBodyText(e.target.value)}
              required
              rows={6}
              className={INPUT_CLASS}
            />
          </label>
          <label className={LABEL_CLASS}>
            HTML body
            <textarea
              value={bodyHtml}
              onChange={(e) => setBodyHtml(e.target.value)}
              rows={6}
              className={`${INPUT_CLASS} font-mono text-xs`}
            />
          </label>
          <FormFooter
            error={save.error}
            fieldErrorsShown={false}
            problem={problem}
            busy={save.isPending}
            submitLabel="Save template"
            busyLabel="Saving..."
          />
        </ClientForm>
        <div
          aria-label={`Preview of ${template.name}`}
          role="region"
          className="space-y-2 rounded-lg bg-slate-50 p-4 text-sm"
        >
          <p className="text-xs font-semibold text-slate-500 uppercase">Preview with sample values</p>
          <p data-testid="preview-subject" className="font-semibold text-slate-900">
            {preview.subject}
          </p>
          <pre data-testid="preview-text" className="font-sans break-words whitespace-pre-wrap text-slate-800">
            {preview.bodyText}
          </pre>
          {preview.bodyHtml && (
            <iframe
              title={`HTML preview of ${template.name}`}
              sandbox=""
              srcDoc={preview.bodyHtml}
              className="h-40 w-full rounded border border-slate-200 bg-white"
            />
          )}
        </div>
      </div>
    </section>
  );
}
