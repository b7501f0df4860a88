import { getDictionary, formatMonthRange, formatMonth } from '@/lib/i18n';
import { LOCALES, type Locale } from '@/lib/contracts';
import { describeLocation } from '@/lib/knowledge';
import type { LocalizedText, Profile } from '@/lib/knowledge';

/**
 * One approved fact of the closed catalog: the owner's own wording in every locale. The text is what the
 * portfolio page already shows for that section (the owner's texts, with the page's own labels and dates),
 * so catalog mode puts no sentence on the site that the site does not already carry.
 */
export interface CatalogFact {
  /** Stable: keyed by the section's id or slug, the same id as the section's chunk (`experience-<id>`), which gives its source link. */
  id: string;
  text: Record<Locale, string>;
}

/** The catalog: facts by id, in an object without a prototype, so only its own ids are ever members. */
export type FactCatalog = Readonly<Record<string, CatalogFact>>;

/** Id of the honesty line, offered with every question (visitors ask whether they talk to a person). */
export const DISCLOSURE_FACT_ID = 'assistant-disclosure';

function perLocale(render: (locale: Locale) => string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, render(locale)])) as Record<Locale, string>;
}

/** "**Title**" and one bullet per item: how the page lists a section. */
function titledList({ title, items }: { title: string; items: readonly string[] }): string {
  return [`**${title}**`, ...items.map((item) => `- ${item}`)].join('\n');
}

function localized(items: readonly LocalizedText[], locale: Locale): string[] {
  return items.map((item) => item[locale]);
}

function sectionFacts(profile: Profile): CatalogFact[] {
  const page = (locale: Locale) => getDictionary({ locale }).page;
  // ": " in most locales, " : " in French.
  const colon = (locale: Locale) => getDictionary({ locale }).facts.colon;
  const range = ({ start, end }: { start: Date; end: Date | null }, locale: Locale) =>
    formatMonthRange({ start, end, locale, presentLabel: page(locale).present });
  const { person, availability, contact } = profile;
  return [
    { id: 'core-bio', text: perLocale((locale) => person.introduction[locale]) },
    { id: 'location', text: perLocale((locale) => describeLocation({ profile, locale })) },
    {
      id: 'languages',
      text: perLocale((locale) => titledList({ title: page(locale).languages, items: profile.languages.map((language) => `${language.name[locale]}${colon(locale)}${language.level[locale]}`) })),
    },
    ...(profile.education.length === 0
      ? []
      : [{
          id: 'education',
          text: perLocale((locale) => titledList({ title: page(locale).education, items: profile.education.map((entry) => `${entry.degree[locale]}, ${entry.institution}, ${entry.year}`) })),
        }]),
    ...profile.experience.map((job) => ({
      id: `experience-${job.id}`,
      // The highlights, not the summary: the summary restates them in prose.
      text: perLocale((locale) => [`**${job.role[locale]} · ${job.company}** (${range(job, locale)} · ${job.location[locale]})`, ...job.highlights.map((highlight) => `- ${highlight[locale]}`)].join('\n')),
    })),
    {
      id: 'duration',
      text: perLocale((locale) => titledList({ title: page(locale).experience, items: profile.experience.map((job) => `${job.role[locale]} · ${job.company}${colon(locale)}${range(job, locale)}`) })),
    },
    ...profile.skills.groups.map((group) => ({
      id: `skills-${group.id}`,
      text: perLocale((locale) => `**${group.title[locale]}**${colon(locale)}${group.skills.join(', ')}`),
    })),
    ...(profile.skills.notOffered.length === 0
      ? []
      : [{ id: 'skills-not-offered', text: perLocale((locale) => profile.skills.notOffered.map((entry) => entry.note[locale]).join(' ')) }]),
    ...profile.projects.map((project) => {
      const employer = profile.experience.find((job) => job.id === project.employerId);
      return {
        id: `project-${project.slug}`,
        text: perLocale((locale) => [
          `**${project.name}**${employer ? ` (${page(locale).builtAt} ${employer.company})` : ''}${colon(locale)}${project.summary[locale]}`,
          ...project.highlights.map((highlight) => `- ${highlight[locale]}`),
        ].join('\n')),
      };
    }),
    ...(profile.projects.length === 0
      ? []
      : [{
          id: 'portfolio-overview',
          text: perLocale((locale) => titledList({ title: page(locale).projects, items: profile.projects.map((project) => `**${project.name}**${colon(locale)}${project.summary[locale]}`) })),
        }]),
    { id: 'working-style', text: perLocale((locale) => titledList({ title: page(locale).workingStyle, items: localized(profile.workingStyle.items, locale) })) },
    { id: 'mindset', text: perLocale((locale) => titledList({ title: page(locale).workingStyle, items: localized(profile.mindset.items, locale) })) },
    { id: 'strengths', text: perLocale((locale) => titledList({ title: page(locale).strengths, items: localized(profile.strengths.items, locale) })) },
    {
      id: 'availability',
      text: perLocale((locale) =>
        `**${page(locale).availability}**${colon(locale)}${availability.roles[locale]}, ${availability.conditions[locale]}, ${page(locale).availableFrom} ${formatMonth({ date: availability.from, locale })}. ${availability.notInterestedIn[locale]}`,
      ),
    },
    { id: 'contact', text: perLocale((locale) => `${contact.note[locale]}\n\n${page(locale).emailMe}${colon(locale)}${contact.email}`) },
    ...profile.boundaries.map((boundary) => ({ id: `boundary-${boundary.id}`, text: perLocale((locale) => boundary.reply[locale]) })),
    { id: 'blog-topics', text: perLocale((locale) => profile.blog.notIndexedReply[locale]) },
    ...profile.faq.map((entry) => ({ id: `faq-${entry.id}`, text: perLocale((locale) => entry.answer[locale]) })),
    { id: DISCLOSURE_FACT_ID, text: perLocale((locale) => profile.assistant.disclosure[locale]) },
  ];
}

/**
 * Derives the closed catalog from the profile: one fact per section, with the owner's approved wording
 * in every locale. Nothing is written here that the profile or the page's labels do not already say.
 */
export function buildFactCatalog({ profile }: { profile: Profile }): FactCatalog {
  const catalog: Record<string, CatalogFact> = Object.create(null) as Record<string, CatalogFact>;
  for (const fact of sectionFacts(profile)) {
    if (Object.hasOwn(catalog, fact.id)) throw new Error(`fact catalog: duplicate fact id ${fact.id}`);
    catalog[fact.id] = fact;
  }
  return Object.freeze(catalog);
}

/** True only for an id the catalog itself holds: `toString` or `__proto__` are never facts. */
export function isCatalogFact({ catalog, id }: { catalog: FactCatalog; id: string }): boolean {
  return Object.hasOwn(catalog, id);
}
