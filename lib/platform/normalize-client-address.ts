import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key admission counts a client address under, or null when the text is not an IP address. An IPv4-mapped
 * IPv6 address (`::ffff:192.0.2.1`, how a dual-stack socket reports IPv4 peers) counts as its IPv4 address and
 * `::1` as `127.0.0.1`, so one machine is one client whichever stack it came through. Other IPv6 addresses count
 * per /64: one host is routinely given a whole /64, so counting full addresses would hand it 2^64 allowances.
 * Accepts the forms proxies write: brackets, a port, a zone id.
 */
export function normalizeClientAddress(text: string): string | null {
  const address = stripDecorations(text.trim());
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return null;
  const groups = expandIPv6(address);
  if (groups === null) return null;
  const [high = 0, low = 0] = groups.slice(6);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  if (groups.slice(0, 7).every((group) => group === 0) && low === 1) return '127.0.0.1';
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** `[2001:db8::1]:443` → `2001:db8::1`, `192.0.2.1:8080` → `192.0.2.1`, `fe80::1%eth0` → `fe80::1`. */
function stripDecorations(text: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  const inner = bracketed?.[1] ?? /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text)?.[1] ?? text;
  return inner.split('%')[0] ?? '';
}

/** The eight 16-bit groups of a valid IPv6 address (a dotted IPv4 tail becomes the last two). */
function expandIPv6(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups].map((group) => Number.parseInt(group, 16));
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}
