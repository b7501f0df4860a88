/*
 * Addresses that cannot be the owner's: the domains reserved for examples and tests (RFC 2606 and RFC 6761)
 * and the skeleton's `todo.` hosts. A real owner's profile that still holds one would show visitors a
 * contact or a link that leads nowhere.
 */

/** Second-level domains reserved for documentation, with every subdomain. */
const RESERVED_DOMAINS = ['example.com', 'example.org', 'example.net'];
/** Top-level domains reserved for examples, tests and invalid names. */
const RESERVED_TOP_LEVEL = ['example', 'test', 'invalid', 'localhost'];

/** Why an address is a placeholder: the skeleton's todo host, or a reserved example domain. */
export type PlaceholderKind = 'todo' | 'reserved';

function hostOf(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (!address.includes('://') && at > 0) return address.slice(at + 1).toLowerCase();
  try {
    return new URL(address).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** What kind of placeholder an email or web address is, or null for an address that can be real. */
export function placeholderKind({ address }: { address: string }): PlaceholderKind | null {
  const host = hostOf(address)?.replace(/\.$/, '');
  if (!host) return null;
  if (host === 'todo' || host.startsWith('todo.')) return 'todo';
  const labels = host.split('.');
  if (RESERVED_TOP_LEVEL.includes(labels.at(-1) ?? '')) return 'reserved';
  return RESERVED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`)) ? 'reserved' : null;
}

/** Email and https addresses written inside a text ("email me at you@example.com", "see https://…"). */
export function addressesIn({ text }: { text: string }): string[] {
  const urls = text.match(/\bhttps?:\/\/[^\s)>\]"'“”‘’,;]+/gu) ?? [];
  const withoutUrls = urls.reduce((rest, url) => rest.replace(url, ' '), text);
  const emails = withoutUrls.match(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu) ?? [];
  return [...urls.map((url) => url.replace(/[.!?:]+$/, '')), ...emails];
}
