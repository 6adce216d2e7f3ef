import { TESTIMONIALS } from "@/features/home/content";
import { SectionHeading } from "./section-heading";

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-heading" title="What our members say" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 p-6">
                <blockquote className="text-slate-700">&ldquo;{testimonial.quote}&rdquo;</blockquote>
                <figcaption className="mt-auto pt-5 text-sm">
                  <span className="font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="block text-slate-500">
                    {testimonial.role}, {testimonial.business} · {testimonial.city}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
