"use client";

// Hands the card buttons who is looking (viewer.tsx): nothing is asked for signed-out visitors, and
// a signed-in viewer's card state loads beside the page once they are known.
import { useMemo } from "react";
import { CardStateHost } from "@/features/favourites/components/card-state-host";
import type { CardViewer } from "@/features/favourites/types";
import { useViewer } from "./viewer";

export function CardStateBoundary({ children }: { children: React.ReactNode }) {
  const viewer = useViewer();
  // verifiedEmail: emailVerified also holds for phone-only accounts (isVerified): it needs an address too.
  const cardViewer = useMemo<CardViewer | null>(
    () =>
      viewer && {
        isAdmin: viewer.roles.includes("admin"),
        isOwner: viewer.roles.includes("business_owner"),
        verifiedEmail: viewer.email !== null && viewer.emailVerified,
      },
    [viewer],
  );
  return <CardStateHost viewer={cardViewer}>{children}</CardStateHost>;
}
