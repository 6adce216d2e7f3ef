"use client";
// Writing or editing a post: its kind, title, text, an optional picture, an event's start and end,
// and an optional expiry, the times local to the business. The server checks everything again; a
// refusal shows under its field, which takes the focus (or as the form's announced error).
import { useEffect, useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { ClientForm } from "@/components/ui/client-form";
import { fieldErrorsOf, FormFooter } from "@/components/ui/field-errors";
import { ImageUploadField } from "@/components/ui/image-upload-field";
import { LABEL_CLASS } from "@/components/ui/form-styles";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { focusFirstError, LengthCounter } from "@/features/network/components/dialog-form";
import {
  DEFAULT_POST_DAYS,
  POST_BODY_MAX,
  POST_KIND_LABELS,
  POST_KINDS,
  POST_MESSAGES,
  POST_TITLE_MAX,
  type TPostKind,
} from "@/features/posts/types";
import { api } from "@/trpc/react";

export type PostFormValues = {
  kind: TPostKind;
  title: string;
  body: string;
  imageUrl: string | null;
  startsAt: string;
  endsAt: string;
  expiresAt: string;
};

const EMPTY: PostFormValues = {
  kind: "update",
  title: "",
  body: "",
  imageUrl: null,
  startsAt: "",
  endsAt: "",
  expiresAt: "",
};

const KIND_HINTS: Record<TPostKind, string> = {
  update: "News about your business",
  offer: "A deal for customers",
  event: "Something happening on a date",
};

/** The date fields: an event's start and end, then every post's expiry. */
const DATE_FIELDS = [
  ["startsAt", "Starts"],
  ["endsAt", "Ends (optional)"],
  ["expiresAt", "Show until (optional)"],
] as const;
const EVENT_EXPIRY_HINT = "Empty: until the event ends (or a day after it starts).";
const POST_EXPIRY_HINT = `Empty: for ${DEFAULT_POST_DAYS} days. At most a year.`;

type Props = {
  businessId: string;
  timeZone: string;
  /** The post being edited; a new post without it. */
  post?: { id: string; values: PostFormValues };
  onDone?: () => void;
  onCancel?: () => void;
};

export function PostForm({ businessId, timeZone, post, onDone, onCancel }: Props) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<PostFormValues>(post?.values ?? EMPTY);
  const set =
    <K extends keyof PostFormValues>(key: K) =>
    (value: PostFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const done = (message: string) => {
    toast.success(message);
    if (!post) setValues(EMPTY);
    onDone?.();
  };
  const create = api.posts.create.useMutation({ onSuccess: () => done(POST_MESSAGES.created) });
  const update = api.posts.update.useMutation({ onSuccess: () => done(POST_MESSAGES.updated) });
  const sending = post ? update : create;
  const errors = fieldErrorsOf(sending.error);
  useEffect(() => {
    if (sending.error) focusFirstError(ref.current);
  }, [sending.error]);

  const event = values.kind === "event";
  const title = post ? "Edit post" : "Write a post";
  return (
    <div ref={ref}>
      <ClientForm
        noValidate
        aria-label={title}
        className="space-y-4"
        onSubmit={(submitted) => {
          submitted.preventDefault();
          if (post) update.mutate({ postId: post.id, ...values });
          else create.mutate({ businessId, ...values });
        }}
      >
        <fieldset>
          <legend className={LABEL_CLASS}>Kind of post</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {POST_KINDS.map((kind) => (
              <label
                key={kind}
                className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
              >
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={kind}
                  checked={values.kind === kind}
                  onChange={() => set("kind")(kind)}
                  className="mt-1"
                />
                <span>
                  <span className="block font-medium text-slate-900">{POST_KIND_LABELS[kind]}</span>
                  <span className="block text-xs text-slate-600">{KIND_HINTS[kind]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          look="filled"
          label="Title"
          required
          value={values.title}
          onChange={set("title")}
          maxLength={POST_TITLE_MAX}
          error={errors.title}
        />
        <div>
          <TextAreaField
            label="Text"
            value={values.body}
            onChange={set("body")}
            maxLength={POST_BODY_MAX}
            rows={5}
            error={errors.body}
          />
          <div className="mt-3">
            <LengthCounter length={values.body.length} max={POST_BODY_MAX} />
          </div>
        </div>
        <ImageUploadField
          label="Picture (optional)"
          purpose="cover"
          hint="PNG, JPEG or WebP, up to 5 MB. Wide pictures work best."
          value={values.imageUrl}
          onChange={set("imageUrl")}
          error={errors.imageUrl}
          previewClassName="h-20 w-36 shrink-0 rounded-md object-cover"
        />
        <div className="grid gap-4 sm:grid-cols-3">
          {(event ? DATE_FIELDS : DATE_FIELDS.slice(2)).map(([key, label]) => (
            <TextField
              key={key}
              look="filled"
              type="datetime-local"
              label={label}
              required={key === "startsAt"}
              value={values[key]}
              onChange={set(key)}
              error={errors[key]}
              hint={key === "expiresAt" ? (event ? EVENT_EXPIRY_HINT : POST_EXPIRY_HINT) : undefined}
            />
          ))}
        </div>
        <p className="text-xs text-slate-500">Dates and times are in the business&apos;s time zone ({timeZone}).</p>
        <FormFooter
          error={sending.error}
          busy={sending.isPending}
          submitLabel={post ? "Save post" : "Publish post"}
          busyLabel={post ? "Saving…" : "Publishing…"}
          onCancel={onCancel}
        />
      </ClientForm>
    </div>
  );
}
