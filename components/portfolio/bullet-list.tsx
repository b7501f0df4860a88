/** A list of short facts with quiet accent bullets. */
export function BulletList({ items, className = '' }: { items: string[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={`space-y-1.5 ${className}`}>
      {items.map((item) => (
        <li key={item} className="relative ps-5 before:absolute before:top-[0.7em] before:left-0.5 before:size-1.5 before:rounded-full before:bg-accent/60">
          {item}
        </li>
      ))}
    </ul>
  );
}
