/** A link target that passed the allow-list, and whether it leaves the site. */
export interface SafeHref {
  href: string;
  external: boolean;
}

/**
 * Allows only `https:`, `mailto:` and site-relative targets (`/path`, `#anchor`); anything else
 * (`javascript:`, `data:`, `http:`, protocol-relative `//host`) is refused with null.
 */
export function safeHref({ href }: { href: string }): SafeHref | null {
  const trimmed = href.trim();
  // Control characters and whitespace inside a URL are how `java\tscript:` slips past naive checks.
  if (trimmed === '' || /[\u0000-\u0020\u007f\\]/.test(trimmed)) return null;
  if (trimmed.startsWith('#')) return { href: trimmed, external: false };
  if (trimmed.startsWith('/')) return trimmed.startsWith('//') ? null : { href: trimmed, external: false };
  try {
    const url = new URL(trimmed);
    if (url.protocol === 'https:') return { href: url.href, external: true };
    if (url.protocol === 'mailto:') return { href: trimmed, external: true };
  } catch {
    // Not an absolute URL, and not site-relative either: refused.
  }
  return null;
}
