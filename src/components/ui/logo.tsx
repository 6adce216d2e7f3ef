"use client";

// The site logo: the admin's image when one is set, otherwise (or when it fails to load) the
// LocalHub mark, a rounded square with "L" beside the name.
import { useState } from "react";

const SIZES = {
  sm: { image: "h-7", mark: "size-7 rounded-md text-sm", name: "text-base" },
  md: { image: "h-9", mark: "size-9 rounded-lg text-lg", name: "text-xl" },
  lg: { image: "h-12", mark: "size-12 rounded-xl text-2xl", name: "text-2xl" },
} as const;

type LogoSize = keyof typeof SIZES;

type Props = {
  /** A ready-to-use URL (already cache-busted), or null for the mark. */
  src?: string | null;
  size?: LogoSize;
  /** Light text for dark backgrounds such as the footer. */
  onDark?: boolean;
};

export function Logo({ src, size = "md", onDark = false }: Props) {
  // Remembering which URL failed (not just "failed") lets a new logo URL try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = SIZES[size];

  if (src && failedSrc !== src) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the admin may host the logo anywhere; next/image would need every host allow-listed
      <img
        src={src}
        alt="LocalHub"
        data-testid="logo-image"
        className={`${classes.image} w-auto max-w-48 object-contain`}
        onError={() => setFailedSrc(src)}
        // An image that failed before hydration never fires onError for React: decode() tells.
        ref={(img) => {
          if (img?.complete) img.decode().catch(() => setFailedSrc(src));
        }}
      />
    );
  }

  return (
    <span className="inline-flex items-center gap-2" data-testid="logo-fallback">
      <span aria-hidden="true" className={`${classes.mark} grid place-items-center bg-brand-600 font-bold text-white`}>
        L
      </span>
      <span className={`${classes.name} font-bold tracking-tight ${onDark ? "text-white" : "text-slate-900"}`}>
        LocalHub
      </span>
    </span>
  );
}
