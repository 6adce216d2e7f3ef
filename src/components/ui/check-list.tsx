// A list of short points, each marked with a check (the mark is decoration, hidden from screen readers).
export function CheckList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="text-brand-600">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
