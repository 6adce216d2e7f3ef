"use client";

// A part of a page that calls the API through React Query, loaded as a chunk of its own together
// with the API client and React Query's provider (one QueryClient and one API client per browser
// tab, so islands share their cache and batch their calls). Pages shared by every visitor (the page
// cache) have no provider above their signed-in parts, and pages for signed-out visitors load none.
import dynamic from "next/dynamic";
import type { ComponentType } from "react";

export function withApi<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return dynamic<P>(() =>
    Promise.all([import("./react"), load()]).then(([{ TRPCReactProvider }, Part]) => {
      function WithApi(props: P) {
        return (
          <TRPCReactProvider>
            <Part {...props} />
          </TRPCReactProvider>
        );
      }
      return WithApi;
    }),
  );
}
