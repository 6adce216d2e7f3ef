// The tabs between the moderation screens: customers' reviews, businesses' recommendations,
// customers' enquiries and businesses' posts. On a phone they wrap rather than widen the page.
import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";

const TABS = [
  { key: "reviews", label: "Reviews", href: "/admin/reviews" },
  { key: "recommendations", label: "Recommendations", href: "/admin/reviews/recommendations" },
  { key: "enquiries", label: "Enquiries", href: "/admin/reviews/enquiries" },
  { key: "posts", label: "Posts", href: "/admin/reviews/posts" },
] as const;

export function ModerationTabs({ current }: { current: (typeof TABS)[number]["key"] }) {
  return (
    <nav aria-label="Moderation" className="border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-x-4 gap-y-1">
        {TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              aria-current={tab.key === current ? "page" : undefined}
              className={`inline-block border-b-2 px-1 pb-2 text-sm font-semibold ${FOCUS_RING} ${
                tab.key === current
                  ? "border-brand-600 text-brand-700"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
