"use client";
// A picture that shows `fallback` instead when it is missing or fails to load (spec section 8: a
// logo that fails to load shows the fallback mark).
import { useState } from "react";

type Props = {
  src: string | null;
  className: string;
  fallback: React.ReactNode;
  loading?: "lazy" | "eager";
  testId?: string;
};

function ImageWithFallback({ src, className, fallback, loading, testId }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- stored images are already sized WebP; other hosts are not allow-listed for next/image
    <img
      src={src}
      alt=""
      loading={loading}
      data-testid={testId}
      onError={() => setFailedSrc(src)}
      className={className}
    />
  );
}

type LogoProps = {
  src: string | null;
  name: string;
  className: string;
  markClassName: string;
  loading?: "lazy" | "eager";
  markTestId?: string;
};

/** A business's logo, or the first letter of its name on a square when it has none (or it fails to load). */
export function LogoImage({ src, name, className, markClassName, loading, markTestId }: LogoProps) {
  const mark = (
    <span
      aria-hidden="true"
      data-testid={markTestId}
      className={`${className} grid place-items-center font-bold ${markClassName}`}
    >
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
  return (
    <ImageWithFallback src={src} loading={loading} className={`${className} bg-white object-cover`} fallback={mark} />
  );
}
