import type { PlatformStat } from "@/features/home/content";

export function PlatformStats({ stats }: { stats: PlatformStat[] }) {
  return (
    <section aria-labelledby="stats-heading" className="bg-brand-700 py-16 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="stats-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          A growing local network
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-6 md:grid-cols-3 lg:grid-cols-6">
          {stats.map((stat) => (
            <div
              key={stat.key}
              className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/15"
              data-testid="platform-stat"
            >
              <dt className="text-sm text-brand-100">{stat.label}</dt>
              <dd className="mt-2 text-2xl font-bold">{stat.value}</dd>
              <dd className="mt-1 inline-flex rounded-full bg-emerald-950/30 px-2 py-0.5 text-xs font-semibold text-emerald-50">
                <span className="sr-only">Change: </span>
                {stat.change}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
