"use client";
// A link that prefetches its page when the visitor shows intent (pointer over it, or keyboard
// focus), not when it scrolls into view. For links to dynamic pages: the directory's cards and the
// header's and footer's links, where viewport prefetching rendered every linked page in the
// background on each view, most of them twice (the route tree, then the page).
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & { href: string };

export function IntentLink({ href, onPointerEnter, onFocus, ...props }: Props) {
  const router = useRouter();
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        router.prefetch(href);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        router.prefetch(href);
        onFocus?.(event);
      }}
    />
  );
}
