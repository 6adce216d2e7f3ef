"use client";

import { isUnsetImage } from "@/features/site-settings/schema";

/** The home page as a shared link would show it: the 1200 × 630 image, the title and the description. */
export function SharingPreview({ title, description, image }: { title: string; description: string; image: string }) {
  return (
    <section aria-label="Sharing preview" className="max-w-md">
      <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <div className="flex aspect-[1200/630] items-center justify-center bg-slate-100 p-3 text-center text-sm text-slate-600">
          {isUnsetImage(image) ? (
            "No sharing image: links show without one"
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- any address an admin enters
            <img src={image} alt="" className="h-full w-full object-cover" />
          )}
        </div>
        <figcaption className="space-y-1 p-3">
          <p className="font-semibold text-slate-900" data-testid="sharing-title">
            {title}
          </p>
          <p className="line-clamp-2 text-sm text-slate-600">{description}</p>
        </figcaption>
      </figure>
    </section>
  );
}
