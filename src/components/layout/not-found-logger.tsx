"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Logs the missing path to the browser console, as the 404 page must. Renders nothing. */
export function NotFoundLogger() {
  const pathname = usePathname();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return null;
}
