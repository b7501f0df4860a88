/*
 * Small conversions of JSON Resume values into the profile's: dates to the first of their month, names to ids,
 * and where a document's path is named in an error ("work[1].startDate").
 */

/** `["work", 1, "startDate"]` → `work[1].startDate`. */
export function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '') || 'document';
}

/** A JSON Resume date (2024, 2024-03 or 2024-03-17) as the first of its month, UTC; null for a month that does not exist. */
export function firstOfMonth({ date }: { date: string }): Date | null {
  const [year = '', month = '01'] = date.split('-');
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return null;
  return new Date(Date.UTC(Number(year), monthNumber - 1, 1));
}

/** Ids become page anchors: long names are cut at a word. */
const MAX_ID_CHARS = 40;

/** "Acme Health, Inc." → "acme-health-inc": lowercase words joined by hyphens, as profile ids are. */
export function slugOf({ text }: { text: string }): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_ID_CHARS) return slug;
  const cut = slug.slice(0, MAX_ID_CHARS + 1);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : MAX_ID_CHARS);
}

/** Hands out ids unique within one kind of entry: a second "acme" becomes "acme-2". */
export function uniqueIds(): (values: { text: string; fallback: string }) => string {
  const taken = new Set<string>();
  return ({ text, fallback }) => {
    const base = slugOf({ text }) || fallback;
    let id = base;
    for (let counter = 2; taken.has(id); counter += 1) id = `${base}-${counter}`;
    taken.add(id);
    return id;
  };
}

/** Host names of code forges (github.com, gitlab.example.org, git.company.com): an address there is source code, not a live site. */
const FORGE_LABELS = new Set(['github', 'gitlab', 'bitbucket', 'codeberg', 'git']);

/** The address as the profile takes it (https only), with whether it is source code; null for any other address. */
export function httpsAddress({ url }: { url: string | undefined }): { url: string; isSource: boolean } | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? { url, isSource: parsed.hostname.split('.').slice(0, -1).some((label) => FORGE_LABELS.has(label)) } : null;
  } catch {
    return null;
  }
}

/** True when `word` appears in `text` as a word of its own ("Go" in "built in Go", not in "Google"). */
export function mentions({ text, word }: { text: string; word: string }): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}
