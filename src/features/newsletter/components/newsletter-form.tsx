"use client";

// The footer's email subscribe box. The server validates the address and answers with the message
// to show, so the browser does not load the validation library on every page. The answer shows
// (and is announced) under the box itself, not as a toast: a toast sits bottom right, over the
// box's own button, where the visitor presses again.
import { Field, Input, Label } from "@headlessui/react";
import { useState } from "react";
import { FOCUS_RING_ON_DARK } from "@/components/ui/focus-ring";
import { apiOnDemand } from "@/trpc/on-demand";
import { ClientForm } from "@/components/ui/client-form";

const FAILED = "Something went wrong. Please try again.";

type Feedback = { tone: "success" | "error"; text: string } | null;

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      // The API client loads with the first subscription, not with every page.
      const result = await (await apiOnDemand()).newsletter.subscribe.mutate({ email });
      setFeedback({ tone: "success", text: result.message });
      setEmail("");
    } catch (error) {
      const message = error instanceof Error ? error.message : FAILED;
      setFeedback({ tone: "error", text: message });
    } finally {
      setPending(false);
    }
  }

  return (
    <ClientForm
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Newsletter"
      className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between"
    >
      <div>
        <h2 className="text-sm font-semibold tracking-wide text-white">Stay in the loop</h2>
        <p className="mt-1 text-sm text-slate-400">New businesses, member perks and local news, about once a month.</p>
      </div>
      <div className="w-full md:max-w-md">
        <Field className="flex gap-2">
          <Label className="sr-only">Email address</Label>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setFeedback(null);
            }}
            invalid={feedback?.tone === "error"}
            aria-describedby={feedback ? "newsletter-feedback" : undefined}
            className={`min-w-0 flex-1 rounded-full border border-slate-700 bg-slate-800 px-4 py-2 text-sm text-white placeholder:text-slate-500 data-invalid:border-red-400 ${FOCUS_RING_ON_DARK}`}
          />
          <button
            type="submit"
            disabled={pending}
            className={`shrink-0 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500 disabled:opacity-60 ${FOCUS_RING_ON_DARK}`}
          >
            {pending ? "Subscribing..." : "Subscribe"}
          </button>
        </Field>
        <p
          id="newsletter-feedback"
          role={feedback?.tone === "error" ? "alert" : "status"}
          className={`mt-2 min-h-5 text-sm ${feedback?.tone === "error" ? "text-red-300" : "text-emerald-300"}`}
        >
          {feedback?.text}
        </p>
      </div>
    </ClientForm>
  );
}
