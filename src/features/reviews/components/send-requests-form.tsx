"use client";
// Sending review requests: one customer (name, email), or many at once (pasted 'name, email' lines
// or a CSV file). Bad lines are listed with their reason; the good ones are sent.
import { useState } from "react";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { parseRecipients, type BadLine } from "@/features/reviews/components/recipients";
import type { TCustomer } from "@/features/reviews/schema";
import { MAX_REQUESTS_PER_BATCH, type SendResult } from "@/features/reviews/types";
import { api } from "@/trpc/react";
import { ClientForm } from "@/components/ui/client-form";

export function SendRequestsForm({ businessId }: { businessId: string }) {
  const utils = api.useUtils();
  const [mode, setMode] = useState<"one" | "many">("one");
  const [one, setOne] = useState({ name: "", email: "" });
  const [text, setText] = useState("");
  const [badLines, setBadLines] = useState<BadLine[]>([]);
  const [result, setResult] = useState<SendResult | null>(null);
  const send = api.reviews.sendRequests.useMutation({
    onSuccess: (data) => {
      setResult(data);
      void utils.reviews.requests.invalidate({ businessId });
      if (data.sent.length) {
        setOne({ name: "", email: "" });
        setText("");
      }
    },
  });
  const fieldError = (field: string) => send.error?.data?.fieldErrors?.[field]?.[0];

  const submit = (customers: TCustomer[], bad: BadLine[]) => {
    setBadLines(bad);
    setResult(null);
    if (customers.length) send.mutate({ businessId, customers });
  };

  return (
    <div className="space-y-4">
      <div role="radiogroup" aria-label="Send to" className="flex gap-2">
        {(["one", "many"] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={mode === value}
            className={`${BUTTON_CLASS} aria-checked:border-brand-600 aria-checked:bg-brand-50`}
            onClick={() => setMode(value)}
          >
            {value === "one" ? "One customer" : `Up to ${MAX_REQUESTS_PER_BATCH} customers`}
          </button>
        ))}
      </div>
      {mode === "one" ? (
        <ClientForm
          aria-label="Ask one customer for a review"
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            const { customers, bad } = parseRecipients(`${one.name.replace(/,/g, " ")}, ${one.email}`);
            submit(
              customers,
              bad.map((line) => ({ ...line, text: `${one.name} <${one.email}>` })),
            );
          }}
        >
          <label className={LABEL_CLASS}>
            Customer name
            <input
              className={INPUT_CLASS}
              required
              maxLength={100}
              value={one.name}
              onChange={(event) => setOne({ ...one, name: event.target.value })}
              autoComplete="off"
            />
          </label>
          <label className={LABEL_CLASS}>
            Customer email
            <input
              className={INPUT_CLASS}
              required
              type="email"
              maxLength={254}
              value={one.email}
              onChange={(event) => setOne({ ...one, email: event.target.value })}
              autoComplete="off"
            />
          </label>
          <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={send.isPending}>
            {send.isPending ? "Sending..." : "Send request"}
          </button>
        </ClientForm>
      ) : (
        <ClientForm
          aria-label="Ask several customers for a review"
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            const { customers, bad } = parseRecipients(text);
            submit(customers, bad);
          }}
        >
          <label className={LABEL_CLASS}>
            Customers, one per line as: name, email
            <textarea
              className={`${INPUT_CLASS} h-32 font-mono`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={"Jordan Lee, jordan@example.com\nPriya Shah, priya@example.com"}
            />
          </label>
          <label className={LABEL_CLASS}>
            Or choose a CSV file (name, email)
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              className="mt-1 block text-sm"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                if (file) setText(await file.text());
              }}
            />
          </label>
          <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={send.isPending || !text.trim()}>
            {send.isPending ? "Sending..." : "Send requests"}
          </button>
        </ClientForm>
      )}
      {send.error && (
        <p role="alert" className="text-sm text-red-700">
          {fieldError("customers") ?? send.error.message}
        </p>
      )}
      <SendOutcome result={result} badLines={badLines} />
    </div>
  );
}

function SendOutcome({ result, badLines }: { result: SendResult | null; badLines: BadLine[] }) {
  const problems = [
    ...badLines.map((line) => ({
      key: `line-${line.line}`,
      label: `Line ${line.line}: ${line.text}`,
      reason: line.reason,
    })),
    ...(result?.skipped ?? []).map((row) => ({
      key: row.email,
      label: `${row.name} <${row.email}>`,
      reason: row.reason,
    })),
  ];
  if (!result && !problems.length) return null;
  return (
    <div role="status" className="space-y-2 text-sm">
      {result && (
        <p className="font-medium text-emerald-700">
          {result.sent.length === 1 ? "1 review request sent." : `${result.sent.length} review requests sent.`}
        </p>
      )}
      {problems.length > 0 && (
        <div>
          <p className="font-medium text-red-700">
            {problems.length === 1
              ? "1 customer was not sent a request:"
              : `${problems.length} customers were not sent a request:`}
          </p>
          <ul aria-label="Not sent" className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
            {problems.map((problem) => (
              <li key={problem.key}>
                <span className="font-medium">{problem.label}</span> — {problem.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
