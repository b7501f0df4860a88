/** A labelled list of technologies, shown as small tags. */
export function StackList({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-3 flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-neutral-100 px-3 py-1 text-xs text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200">
          {item}
        </li>
      ))}
    </ul>
  );
}
