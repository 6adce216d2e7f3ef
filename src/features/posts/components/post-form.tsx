"use client";
// Writing or editing a post: its kind, title, text, an optional picture, an event's start and end,
// and an optional expiry, the times local to the business. The server checks everything; a refusal
// lists its problems at the top of the form (an ErrorSummary, which takes focus) and each beside
// its field.
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { ClientForm } from "@/components/ui/client-form";
import { ErrorSummary } from "@/components/ui/error-summary";
import { FormFooter } from "@/components/ui/field-errors";
import { ImageUploadField } from "@/components/ui/image-upload-field";
import { LABEL_CLASS } from "@/components/ui/form-styles";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { useFormErrors } from "@/components/ui/use-form-errors";
import { LengthCounter } from "@/features/network/components/dialog-form";
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
/** The fields in the form's order, by the key their errors come under. */
const FIELD_KEYS = ["kind", "title", "body", "imageUrl", "startsAt", "endsAt", "expiresAt"] as const;
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
  const fieldId = (key: (typeof FIELD_KEYS)[number]) => `${id}-${key}`;
  const errors = useFormErrors(FIELD_KEYS.map((key) => ({ key, id: fieldId(key) })));
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
  const create = api.posts.create.useMutation({ onSuccess: () => done(POST_MESSAGES.created), onError: errors.show });
  const update = api.posts.update.useMutation({ onSuccess: () => done(POST_MESSAGES.updated), onError: errors.show });
  const sending = post ? update : create;

  const event = values.kind === "event";
  const title = post ? "Edit post" : "Write a post";
  return (
    <ClientForm
      noValidate
      aria-label={title}
      className="space-y-4"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        errors.clear();
        if (post) update.mutate({ postId: post.id, ...values });
        else create.mutate({ businessId, ...values });
      }}
    >
      <ErrorSummary {...errors.summary} />
      <fieldset id={fieldId("kind")}>
        <legend className={LABEL_CLASS}>Kind of post</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {POST_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name={fieldId("kind")}
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
        id={fieldId("title")}
        required
        value={values.title}
        onChange={set("title")}
        maxLength={POST_TITLE_MAX}
        error={errors.fieldErrors.title}
      />
      <div>
        <TextAreaField
          label="Text"
          id={fieldId("body")}
          value={values.body}
          onChange={set("body")}
          maxLength={POST_BODY_MAX}
          rows={5}
          error={errors.fieldErrors.body}
        />
        <div className="mt-3">
          <LengthCounter length={values.body.length} max={POST_BODY_MAX} />
        </div>
      </div>
      <ImageUploadField
        label="Picture (optional)"
        id={fieldId("imageUrl")}
        purpose="cover"
        hint="PNG, JPEG or WebP, up to 5 MB. Wide pictures work best."
        value={values.imageUrl}
        onChange={set("imageUrl")}
        error={errors.fieldErrors.imageUrl}
        previewClassName="h-20 w-36 shrink-0 rounded-md object-cover"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {(event ? DATE_FIELDS : DATE_FIELDS.slice(2)).map(([key, label]) => (
          <TextField
            key={key}
            look="filled"
            type="datetime-local"
            label={label}
            id={fieldId(key)}
            required={key === "startsAt"}
            value={values[key]}
            onChange={set(key)}
            error={errors.fieldErrors[key]}
            hint={key === "expiresAt" ? (event ? EVENT_EXPIRY_HINT : POST_EXPIRY_HINT) : undefined}
          />
        ))}
      </div>
      <p className="text-xs text-slate-500">Dates and times are in the business&apos;s time zone ({timeZone}).</p>
      <FormFooter
        busy={sending.isPending}
        submitLabel={post ? "Save post" : "Publish post"}
        busyLabel={post ? "Saving…" : "Publishing…"}
        onCancel={onCancel}
      />
    </ClientForm>
  );
}
