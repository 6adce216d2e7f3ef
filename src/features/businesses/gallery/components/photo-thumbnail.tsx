// A gallery photo at thumbnail size, cropped to 4:3 and sized before it loads, so nothing shifts.
type Props = { src: string; alt: string; lazy?: boolean; className?: string };

export function PhotoThumbnail({ src, alt, lazy = false, className = "" }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- stored images are already sized WebP
    <img
      src={src}
      alt={alt}
      width={320}
      height={240}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      draggable={false}
      className={`aspect-[4/3] h-auto w-full object-cover ${className}`}
    />
  );
}
