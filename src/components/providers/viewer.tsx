"use client";

// Who is looking, for every per-visitor part of a page (the header's menu and bell, the email
// banner, the card buttons). A page rendered for this visitor hands it over (`initial`); a public
// page comes from the shared page cache rendered for nobody, so when the signed-in hint is present
// (src/lib/signed-in-hint.mjs) the visitor's own parts are asked for with one request to
// /api/viewer after load. A page restored by Back after signing out forgets them. Once the visitor
// is known, their name goes into the hint, for the next page's header placeholder.
import { createContext, useContext, useEffect, useState } from "react";
import { hintCookie, namedHint, SIGNED_IN_ATTRIBUTE, SIGNED_IN_HINT } from "@/lib/signed-in-hint.mjs";
import type { Role } from "@/lib/roles";

export type PageViewer = {
  name: string;
  roles: Role[];
  email: string | null;
  emailVerified: boolean;
  /** Unread notifications when the page was made (the bell asks again). */
  unread: number;
};

const ViewerContext = createContext<PageViewer | null>(null);

const hintValue = () =>
  document.cookie
    .split("; ")
    .find((cookie) => cookie.startsWith(`${SIGNED_IN_HINT}=`))
    ?.slice(SIGNED_IN_HINT.length + 1);
const hasHint = () => hintValue() !== undefined;

/** Writes the visitor's name into the hint (same lifetime as the server's), when it holds another. */
function nameTheHint(name: string) {
  const value = namedHint(name);
  if (hintValue() === value) return;
  document.cookie = hintCookie(value);
}

async function askViewer(): Promise<PageViewer | null> {
  const response = await fetch("/api/viewer", { credentials: "same-origin", cache: "no-store" });
  if (!response.ok) return null;
  return ((await response.json()) as { viewer: PageViewer | null }).viewer;
}

export function ViewerProvider({ initial, children }: { initial: PageViewer | null; children: React.ReactNode }) {
  const [asked, setAsked] = useState<PageViewer | null>(null);

  useEffect(() => {
    if (initial) return;
    let current = true;
    const ask = () => {
      if (!hasHint()) {
        document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
        setAsked(null);
        return;
      }
      askViewer()
        .catch(() => null)
        .then((viewer) => {
          if (!current) return;
          if (!viewer) document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
          setAsked(viewer);
        });
    };
    ask();
    // A page restored from the back/forward cache may be one the visitor has signed out of since.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) ask();
    };
    window.addEventListener("pageshow", restored);
    return () => {
      current = false;
      window.removeEventListener("pageshow", restored);
    };
  }, [initial]);

  const viewer = initial ?? asked;
  useEffect(() => {
    if (viewer) nameTheHint(viewer.name);
  }, [viewer]);

  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

/** The visitor, or null (signed out, or not known yet). */
export const useViewer = (): PageViewer | null => useContext(ViewerContext);
