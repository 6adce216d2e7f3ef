// The card around the small /auth pages (forgot password, reset, verify).
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md flex-1 px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="mb-1 text-2xl font-bold">{title}</h1>
        {intro && <p className="mb-6 text-sm text-slate-600">{intro}</p>}
        {children}
      </div>
    </div>
  );
}

export function StatusMessage({ message }: { message: string }) {
  return (
    <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
      {message}
    </p>
  );
}
