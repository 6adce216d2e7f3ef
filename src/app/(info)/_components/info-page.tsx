// The frame of the site's information pages (about, contact, help, privacy, terms).
type Props = { title: string; intro: string; updated?: string; children: React.ReactNode };

export function InfoPage({ title, intro, updated, children }: Props) {
  return (
    <article className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{intro}</p>
      {updated && <p className="mt-2 text-sm text-slate-500">Last updated {updated}</p>}
      <div className="mt-10 space-y-10">{children}</div>
    </article>
  );
}

export function InfoSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-600 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1.5">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
