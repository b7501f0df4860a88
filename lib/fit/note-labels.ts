import type { Locale } from '@/lib/contracts';
import type { ProfileEvidence } from '@/lib/fit/profile-evidence';
import type { ReadMention } from '@/lib/fit/read-requirement';

/** Notes name what is missing in words a reader recognises, listed the way the visitor's language lists things. */

/** How a note names a mention: the concept's name when it names what was written ("k8s" → Kubernetes), else the posting's own words ("Figma"). */
export function mentionLabel({ profile, mention }: { profile: ProfileEvidence; mention: ReadMention }): string {
  const concept = mention.ids.map((id) => profile.vocabulary.concepts.get(id)).find((entry) => entry !== undefined);
  if (!concept || concept.id.startsWith('term:')) return mention.surface;
  const abbreviation = mention.surface.replace(/\W/g, '').length <= 3;
  return abbreviation || concept.label.toLowerCase().includes(mention.surface.toLowerCase()) ? concept.label : mention.surface;
}

const listFormats = new Map<Locale, Intl.ListFormat>();

export function joinLabels({ labels, locale }: { labels: string[]; locale: Locale }): string {
  let format = listFormats.get(locale);
  if (!format) listFormats.set(locale, (format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })));
  return format.format([...new Set(labels)]);
}
