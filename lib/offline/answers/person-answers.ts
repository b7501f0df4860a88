import { LOCALES, LOCALE_NAMES } from '@/lib/contracts';
import type { Locale } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n';
import { boundaryKind, formatYearsAtLeast, joinList, linksSentence, totalCareerMonths } from '@/lib/knowledge';
import type { Profile } from '@/lib/knowledge';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { SPOKEN_LANGUAGE_CODES, SPOKEN_LANGUAGE_NAMES as LANGUAGE_NAMES } from '@/lib/lexicon';
import type { QuestionFrame } from '@/lib/retrieval';
import { afterColon, capitalize, currentJob, inSentence, languageName } from '@/lib/offline/answers/answer-subjects';

/*
 * Answers about the person: spoken languages, education, contact, the short pitch, salary (declined with the
 * contact address) and the reply to a language the product does not speak.
 */

/** The spoken language a frame asks about: one of the owner's, or another by its usual (English) name. */
function askedLanguage({ context, frame }: { context: AnswerContext; frame: QuestionFrame }): { english: string; own?: Profile['languages'][number] } | null {
  const { profile } = context;
  const subject = frame.subject;
  if (subject?.kind === 'language') {
    const own = profile.languages.find((language) => language.id === subject.entity?.key);
    if (own) return { english: own.name.en, own };
  }
  return subject?.kind === 'spoken-language' ? { english: subject.name } : null;
}

/** CEFR levels below which a language is not one to work in (B2 is the usual bar for a working language). */
const BELOW_WORKING_LEVEL = /\b(A1|A2|B1)\b/;

function languageList({ context }: { context: AnswerContext }): string {
  const { locale, profile } = context;
  return joinList({ items: profile.languages.map((language) => `${languageName({ name: language.name[locale], locale })} (${language.level[locale]})`), locale });
}

/**
 * "Do you speak French?": yes with the level, or no with the languages the owner does speak; "your French level?"
 * the level; "could you work in Spanish?" no when the owner's level is below a working one; none named, every one.
 */
export function speaksPart({ context, frame }: { context: AnswerContext; frame: QuestionFrame }): AnswerPart {
  const { locale } = context;
  const answers = getDictionary({ locale }).answers;
  const asked = askedLanguage({ context, frame });
  if (asked?.own) {
    const language = languageName({ name: asked.own.name[locale], locale });
    const level = asked.own.level[locale];
    if (frame.cues.includes('work') && BELOW_WORKING_LEVEL.test(asked.own.level.en)) return { text: answers.speaksNotForWork({ language, level }), chunkIds: ['languages'] };
    return { text: frame.kind === 'yes-no' ? answers.speaksYes({ language, level }) : answers.languageLevel({ language, level }), chunkIds: ['languages'] };
  }
  if (asked) {
    const code = SPOKEN_LANGUAGE_CODES[asked.english];
    // The lexicon's names are folded ("franzosisch"); the platform writes them with their accents.
    const shown = (code ? new Intl.DisplayNames([locale], { type: 'language' }).of(code) : undefined) ?? LANGUAGE_NAMES[asked.english]?.[LOCALES.indexOf(locale)] ?? asked.english;
    return { text: answers.speaksNo({ language: capitalizeFor({ text: shown, locale }), languages: languageList({ context }) }), chunkIds: ['languages'] };
  }
  return { text: getDictionary({ locale }).facts.languages(languageList({ context })), chunkIds: ['languages'] };
}

/** German and English capitalise language names; Spanish and French write them in lower case. */
function capitalizeFor({ text, locale }: { text: string; locale: Locale }): string {
  return locale === 'es' || locale === 'fr' ? text.toLocaleLowerCase(locale) : capitalize(text);
}

export function nativeLanguagePart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  const native = profile.languages.filter((language) => language.native).map((language) => languageName({ name: language.name[locale], locale }));
  if (native.length === 0) return { text: getDictionary({ locale }).facts.languages(languageList({ context })), chunkIds: ['languages'] };
  return { text: `${getDictionary({ locale }).answers.nativeLanguage({ languages: joinList({ items: native, locale }) })} ${getDictionary({ locale }).facts.languages(languageList({ context }))}`, chunkIds: ['languages'] };
}

export function educationPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  const facts = getDictionary({ locale }).facts;
  return { text: profile.education.map((entry) => facts.education({ degree: entry.degree[locale], institution: entry.institution, year: entry.year })).join(' '), chunkIds: ['education'] };
}

export function contactPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  // The owner's profiles elsewhere too: "where can I find you online?" is asked as often as how to write.
  const links = linksSentence({ profile, locale });
  return { text: [getDictionary({ locale }).facts.contact(profile.contact.email), links, profile.contact.note[locale]].filter(Boolean).join(' '), chunkIds: ['contact'] };
}

/** "Tell me about yourself", "why should we hire you?": who, how long, where now, strengths, then two highlights. */
export function pitchPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile, today } = context;
  const dictionary = getDictionary({ locale });
  const job = currentJob({ profile });
  const lead = dictionary.answers.pitchLead({
    name: profile.person.name,
    headline: inSentence({ text: profile.person.headline[locale], locale }),
    years: formatYearsAtLeast({ months: totalCareerMonths({ periods: profile.experience, today }), locale }),
    role: job.role[locale],
    company: job.company,
  });
  const items = profile.strengths.items.map((item) => item[locale]);
  // German items keep their capitals (nouns or not), so they stay separate list entries rather than one sentence.
  const strengths = dictionary.facts.strengths(locale === 'de'
    ? items.join(dictionary.facts.semicolon)
    : joinList({ items: items.map((item) => inSentence({ text: item, locale })), locale }));
  const examples = job.highlights.slice(0, 1).map((highlight) => afterColon({ text: highlight[locale], locale }));
  const evidence = examples.length > 0 ? ` ${dictionary.answers.forExample} ${examples.join(' ')}` : '';
  return { text: `${lead} ${strengths}${evidence}`, chunkIds: ['core-bio', 'strengths', `experience-${job.id}`] };
}

/** Salary in any language: the owner's salary topic, declined with the contact address. */
export function salaryPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  const boundary = profile.boundaries.find((candidate) => boundaryKind({ boundary: candidate }) === 'salary');
  const email = profile.contact.email;
  if (!boundary) return { text: getDictionary({ locale }).answers.salaryFallback({ email }), chunkIds: [] };
  const reply = boundary.reply[locale];
  return { text: reply.includes(email) ? reply : `${reply} ${getDictionary({ locale }).facts.contact(email)}`, chunkIds: [] };
}

/** The language the product cannot answer in: a short reply in English (and the page's language) naming the four it can. */
export function unsupportedLanguagePart({ locale }: { locale: Locale }): AnswerPart {
  const languages = (target: Locale) => joinList({ items: LOCALES.map((code) => LOCALE_NAMES[code]), locale: target });
  const english = getDictionary({ locale: 'en' }).answers.unsupportedLanguage({ languages: languages('en') });
  const own = locale === 'en' ? '' : `\n\n${getDictionary({ locale }).answers.unsupportedLanguage({ languages: languages(locale) })}`;
  return { text: `${english}${own}`, chunkIds: [] };
}
