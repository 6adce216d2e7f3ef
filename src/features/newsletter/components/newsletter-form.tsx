"use client";

// The footer's email subscribe box. The server validates the address and answers with the message
// to show, so the browser does not load the validation library on every page.
import { Field, Input, Label } from "@headlessui/react";
import { useState } from "react";
import toast from "react-hot-toast";
import { FOCUS_RING_ON_DARK } from "@/components/ui/focus-ring";
import { api } from "@/trpc/react";

type Feedback = { tone: "success" | "error"; text: string } | null;

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [feedback, setFeedback] = useState<Feedback>(null);
  const subscribe = api.newsletter.subscribe.useMutation({
    onSuccess: (result) => {
      setFeedback({ tone: "success", text: result.message });
      toast.success(result.message);
      if (result.status === "subscribed") setEmail("");
    },
    onError: (error) => {
      setFeedback({ tone: "error", text: error.message });
      toast.error(error.message);
    },
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subscribe.isPending) return;
    subscribe.mutate({ email });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Newsletter" className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
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
            disabled={subscribe.isPending}
            className={`shrink-0 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500 disabled:opacity-60 ${FOCUS_RING_ON_DARK}`}
          >
            {subscribe.isPending ? "Subscribing..." : "Subscribe"}
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
    </form>
  );
}
