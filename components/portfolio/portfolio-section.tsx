import type { ReactNode } from 'react';

/**
 * A titled portfolio section whose id is a stable anchor that answer sources link to. On wide screens the title
 * sits in a narrow left column beside the content, so long pages scan by their headings.
 */
export function PortfolioSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6 border-t border-line py-12 sm:py-16 lg:grid lg:grid-cols-[11rem_1fr] lg:gap-x-12">
      <h2 id={`${id}-title`} className="mb-6 text-sm font-semibold tracking-widest text-accent uppercase lg:sticky lg:top-8 lg:mb-0 lg:self-start lg:pt-1">
        {title}
      </h2>
      <div className="min-w-0">{children}</div>
    </section>
  );
}
