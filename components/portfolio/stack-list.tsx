/** A labelled list of technologies, shown as small tags. */
export function StackList({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-4 flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-md border border-line bg-surface-muted px-2 py-0.5 text-xs font-medium text-muted">
          {item}
        </li>
      ))}
    </ul>
  );
}
