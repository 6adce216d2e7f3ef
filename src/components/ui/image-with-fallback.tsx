"use client";
// A picture that shows `fallback` instead when it is missing or fails to load (spec section 8: a
// logo that fails to load shows the fallback mark).
import { useState } from "react";

type Props = { src: string | null; className: string; fallback: React.ReactNode; loading?: "lazy" | "eager"; testId?: string };

export function ImageWithFallback({ src, className, fallback, loading, testId }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  // eslint-disable-next-line @next/next/no-img-element -- stored images are already sized WebP; other hosts are not allow-listed for next/image
  return <img src={src} alt="" loading={loading} data-testid={testId} onError={() => setFailedSrc(src)} className={className} />;
}
