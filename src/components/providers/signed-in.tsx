"use client";

// Client parts that only signed-in viewers get, each in its own chunk (next/dynamic). Server
// components of the root layout import them from here, because Next sends a page every client
// module its layouts import, rendered or not: imported directly, the API client with React Query
// would come with every signed-out visitor's page.
import dynamic from "next/dynamic";

export const SignedInApi = dynamic(() => import("@/trpc/react").then((module) => module.TRPCReactProvider));
export const SignedInCardState = dynamic(() =>
  import("@/features/favourites/components/card-state-provider").then((module) => module.CardStateProvider),
);
export const NotificationBell = dynamic(() =>
  import("@/components/layout/notification-bell").then((module) => module.NotificationBell),
);
export const ResendVerificationButton = dynamic(() =>
  import("@/features/auth/components/resend-verification-button").then((module) => module.ResendVerificationButton),
);
export const UserMenu = dynamic(() => import("@/components/layout/user-menu").then((module) => module.UserMenu));
