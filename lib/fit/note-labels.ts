import type { Locale } from '@/lib/contracts';
import type { ProfileEvidence } from '@/lib/fit/profile-evidence';
import type { ReadMention } from '@/lib/fit/read-requirement';

/** Notes name what is missing in words a reader recognises, listed the way the visitor's language lists things. */

/**
 * How a note names a mention: the posting's own words, so the note stays in the page's language ("Technische
 * Führung", not "technical leadership"), with a product's full name for its abbreviation ("k8s" → Kubernetes)
 * and the credential asked for ("AWS Zertifizierung").
 */
export function mentionLabel({ profile, mention }: { profile: ProfileEvidence; mention: ReadMention }): string {
  const concept = mention.ids.map((id) => profile.vocabulary.concepts.get(id)).find((entry) => entry !== undefined);
  const abbreviation = mention.surface.replace(/\W/g, '').length <= 3;
  const properName = concept !== undefined && !concept.id.startsWith('term:') && /^\p{Lu}/u.test(concept.label) && concept.label.replace(/\W/g, '').length > 3;
  const name = abbreviation && properName ? concept.label : mention.surface;
  return mention.credential ? `${name} ${mention.credential}` : name;
}

const listFormats = new Map<Locale, Intl.ListFormat>();

export function joinLabels({ labels, locale }: { labels: string[]; locale: Locale }): string {
  let format = listFormats.get(locale);
  if (!format) listFormats.set(locale, (format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })));
  return format.format([...new Set(labels)]);
}
