"use client";

import { Field, Label, Radio, RadioGroup } from "@headlessui/react";
import { useState } from "react";
import { checkEmailToFinishMessage, type UserType } from "@/features/auth/schema";
import { PASSWORD_MIN_LENGTH } from "@/features/auth/schema";
import { api } from "@/trpc/react";
import { StatusMessage } from "./auth-card";
import { SubmitButton } from "@/components/ui/form-submit";
import { TextField } from "@/components/ui/text-field";
import { useCredentialsSignIn } from "./use-credentials-sign-in";
import { ClientForm } from "@/components/ui/client-form";
import { ErrorSummary } from "@/components/ui/error-summary";
import { useFormErrors } from "@/components/ui/use-form-errors";
import { missingCredentials } from "./missing-credentials";

const USER_TYPE_OPTIONS: Array<{ value: UserType; label: string; description: string }> = [
  { value: "customer", label: "Customer", description: "Find businesses, keep favourites and lists" },
  { value: "business_owner", label: "Business owner", description: "List and manage your business" },
];

/** Where a new account lands: a business owner sets up their business; a customer returns to where they were. */
const OWNER_START = "/dashboard/create-business";
const FIELDS = [
  { key: "displayName", id: "sign-up-display-name" },
  { key: "identifier", id: "sign-up-identifier" },
  { key: "password", id: "sign-up-password" },
];

export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const signUp = api.auth.signUp.useMutation();
  const [userType, setUserType] = useState<UserType>("customer");
  const nextPath = userType === "business_owner" ? OWNER_START : callbackUrl;
  const signIn = useCredentialsSignIn(nextPath);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const errors = useFormErrors(FIELDS);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      identifier: String(form.get("identifier") ?? "").trim(),
      password: String(form.get("password") ?? ""),
      displayName: String(form.get("displayName") ?? ""),
      userType,
      nextPath,
    };
    const missing = missingCredentials(input.identifier, input.password);
    if (missing) return errors.fail(missing);
    setPending(true);
    errors.clear();
    let result;
    try {
      result = await signUp.mutateAsync(input);
    } catch (caught) {
      errors.show(caught as Parameters<typeof errors.show>[0]);
      setPending(false);
      return;
    }
    if (result.status === "check_email") {
      setSentTo(result.email);
      setPending(false);
      return;
    }
    const message = await signIn(input.identifier, input.password);
    if (message) {
      errors.fail({}, message);
      setPending(false);
    }
  }

  if (sentTo) {
    // The form is gone: focus moves to its answer, so keyboard and screen-reader users hear it.
    return (
      <div ref={(node) => node?.focus()} tabIndex={-1} className="outline-none">
        <StatusMessage message={checkEmailToFinishMessage(sentTo)} />
      </div>
    );
  }
  return (
    <ClientForm onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign up">
      <ErrorSummary {...errors.summary} />
      <TextField
        label="Display name"
        id="sign-up-display-name"
        name="displayName"
        autoComplete="name"
        error={errors.fieldErrors.displayName}
      />
      <TextField
        label="Email or phone number"
        id="sign-up-identifier"
        name="identifier"
        autoComplete="username"
        error={errors.fieldErrors.identifier}
      />
      <TextField
        label="Password"
        id="sign-up-password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`}
        error={errors.fieldErrors.password}
      />
      <Field>
        <Label className="text-sm font-medium text-slate-700">I am a</Label>
        <RadioGroup
          value={userType}
          onChange={setUserType}
          aria-label="Account type"
          className="mt-1 grid grid-cols-2 gap-2"
        >
          {USER_TYPE_OPTIONS.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              className="cursor-pointer rounded-md border border-slate-300 p-3 text-sm outline-none data-[checked]:border-brand-600 data-[checked]:bg-brand-50 data-[focus]:ring-2 data-[focus]:ring-brand-500"
            >
              <span className="block font-medium">{option.label}</span>
              <span className="block text-xs text-slate-500">{option.description}</span>
            </Radio>
          ))}
        </RadioGroup>
      </Field>
      <SubmitButton pending={pending} idle="Create Account" busy="Creating account..." />
    </ClientForm>
  );
}
