"use client";

import { Field, Label, Radio, RadioGroup } from "@headlessui/react";
import { useState } from "react";
import { checkEmailToFinishMessage, MISSING_CREDENTIALS_MESSAGE, type UserType } from "@/features/auth/schema";
import { PASSWORD_MIN_LENGTH } from "@/features/auth/schema";
import { api } from "@/trpc/react";
import { StatusMessage } from "./auth-card";
import { FormError, SubmitButton } from "@/components/ui/form-submit";
import { TextField } from "@/components/ui/text-field";
import { useCredentialsSignIn } from "./use-credentials-sign-in";
import { ClientForm } from "@/components/ui/client-form";

const USER_TYPE_OPTIONS: Array<{ value: UserType; label: string; description: string }> = [
  { value: "customer", label: "Customer", description: "Find businesses, keep favourites and lists" },
  { value: "business_owner", label: "Business owner", description: "List and manage your business" },
];

/** Where a new account lands: a business owner sets up their business; a customer returns to where they were. */
const OWNER_START = "/dashboard/create-business";

export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const signUp = api.auth.signUp.useMutation();
  const [userType, setUserType] = useState<UserType>("customer");
  const nextPath = userType === "business_owner" ? OWNER_START : callbackUrl;
  const signIn = useCredentialsSignIn(nextPath);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[] | undefined>>({});
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
    setFieldErrors({});
    if (!input.identifier || !input.password) return setError(MISSING_CREDENTIALS_MESSAGE);
    setPending(true);
    setError(null);
    let result;
    try {
      result = await signUp.mutateAsync(input);
    } catch (caught) {
      const failure = caught as { message?: string; data?: { fieldErrors?: Record<string, string[]> } };
      setFieldErrors(failure.data?.fieldErrors ?? {});
      setError(failure.message ?? "Sign up failed. Please try again.");
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
      setError(message);
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
      <TextField label="Display name" name="displayName" autoComplete="name" error={fieldErrors.displayName?.[0]} />
      <TextField
        label="Email or phone number"
        name="identifier"
        autoComplete="username"
        error={fieldErrors.identifier?.[0]}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`}
        error={fieldErrors.password?.[0]}
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
      <FormError message={error} />
      <SubmitButton pending={pending} idle="Create Account" busy="Creating account..." />
    </ClientForm>
  );
}
