"use client";

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type Props = { callbackUrl: string; initialMode: "signin" | "signup" };

const tabClass =
  "flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-600 outline-none data-[focus]:ring-2 data-[focus]:ring-brand-500 data-[selected]:bg-white data-[selected]:text-slate-900 data-[selected]:shadow";

export function AuthForms({ callbackUrl, initialMode }: Props) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="mb-1 text-2xl font-bold">Welcome to LocalHub</h1>
      <p className="mb-6 text-sm text-slate-600">Sign in to keep favourites and lists, or manage your business.</p>
      <TabGroup defaultIndex={initialMode === "signup" ? 1 : 0}>
        <TabList className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tab className={tabClass}>Sign In</Tab>
          <Tab className={tabClass}>Sign Up</Tab>
        </TabList>
        <TabPanels>
          <TabPanel>
            <SignInForm callbackUrl={callbackUrl} />
          </TabPanel>
          <TabPanel>
            <SignUpForm callbackUrl={callbackUrl} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}
