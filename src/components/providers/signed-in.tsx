"use client";

// Header parts that only signed-in viewers get, each in its own chunk; those that call the API
// bring the API client with them (trpc/island.tsx), so a signed-out visitor's page loads none.
import dynamic from "next/dynamic";
import { withApi } from "@/trpc/island";

export const NotificationBell = withApi(() =>
  import("@/components/layout/notification-bell").then((module) => module.NotificationBell),
);
export const ResendVerificationButton = withApi(() =>
  import("@/features/auth/components/resend-verification-button").then((module) => module.ResendVerificationButton),
);
export const UserMenu = dynamic(() => import("@/components/layout/user-menu").then((module) => module.UserMenu));
