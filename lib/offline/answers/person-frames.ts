import { cvPath, LOCALES, type Locale } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n';
import { joinList } from '@/lib/knowledge';
import { findConcepts, isLexiconWord, type Concept } from '@/lib/lexicon';
import { isStopword, splitWords, tokenize } from '@/lib/text';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { composeFromChunks, sentencesOf } from '@/lib/offline/compose-from-chunks';
import { languageName } from '@/lib/offline/answers/answer-subjects';
import { contactPart, educationPart, nativeLanguagePart, pitchPart, salaryPart, speaksPart } from '@/lib/offline/answers/person-answers';
import { profileTexts } from '@/lib/offline/answers/profile-texts';
import type { QuestionFrame } from '@/lib/retrieval';

/*
 * Frame answers about the person: education and degree levels, spoken languages, contact, the pitch, how they
 * work, the CV, credentials, and salary (declined with the contact address).
 */

const DEGREE_LEVELS = ['degree-bachelor', 'degree-master', 'degree-doctorate'] as const satisfies readonly Concept[];

/** The degree levels a text names, in any language ("MSc in Data Science" is a master's). */
function degreeLevels({ text }: { text: string }): Set<Concept> {
  return new Set(findConcepts({ words: splitWords({ text }), locales: LOCALES }).map((hit) => hit.concept).filter((concept) => (DEGREE_LEVELS as readonly Concept[]).includes(concept)));
}

/** "Do you have a master's?": yes or no against the degrees the profile lists, then the degrees themselves. */
export function educationFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart {
  const { profile, locale } = context;
  const asked = frame.cues.filter((cue) => (DEGREE_LEVELS as readonly Concept[]).includes(cue));
  const matches = (entry: (typeof profile.education)[number]) => LOCALES.some((code) => asked.some((level) => degreeLevels({ text: entry.degree[code] }).has(level)));
  // The degree asked about leads ("when did you finish your bachelor?"), then the others.
  // The school named ("what did you study at KIT?") leads too.
  const named = (entry: (typeof profile.education)[number]) => frame.subject?.kind === 'school' && frame.subject.name === entry.institution;
  const ordered = [...profile.education].sort((left, right) => Number(named(right)) - Number(named(left)) || Number(matches(right)) - Number(matches(left)));
  const facts = getDictionary({ locale }).facts;
  const part = { text: ordered.map((entry) => facts.education({ degree: entry.degree[locale], institution: entry.institution, year: entry.year })).join(' '), chunkIds: ['education'] };
  // "What was your thesis about?": the owner's sentence about it (a job held as a doctorate, a study break) leads.
  const thesis = frame.cues.includes('thesis') ? thesisSentence({ context }) : null;
  if (thesis) return { text: `${thesis.text} ${part.text}`, chunkIds: [...thesis.chunkIds, ...part.chunkIds] };
  // "What grade did you get?": the degrees hold no grades, so said plainly before them.
  if (frame.cues.includes('grade')) {
    const copy = getDictionary({ locale }).frames;
    return { ...part, text: `${copy.notSaid({ what: copy.what.grade(gradeWord({ question: context.question, locale })) })} ${part.text}` };
  }
  if (asked.length === 0) return part;
  const copy = getDictionary({ locale });
  const held = profile.education.some(matches);
  // "What was your PhD about?" for a profile with no doctorate: said plainly before the degrees there are.
  const missing = held ? '' : `${copy.frames.noRecord({ subject: copy.frames.degrees[(asked[0] as (typeof DEGREE_LEVELS)[number]).slice('degree-'.length) as 'bachelor'] })} `;
  const lead = frame.kind === 'yes-no' ? `${held ? copy.answers.yes : copy.frames.no} ` : '';
  return { ...part, text: `${lead}${missing}${part.text}` };
}

/** "Do you speak X?", "how many languages?", "native language?": from the profile's own languages. */
export function spokenLanguagesFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  if (frame.kind === 'count') {
    const languages = joinList({ items: profile.languages.map((language) => `${languageName({ name: language.name[locale], locale })} (${language.level[locale]})`), locale });
    return { text: getDictionary({ locale }).frames.languageCount({ count: profile.languages.length, languages }), chunkIds: ['languages'] };
  }
  if (frame.cues.includes('native') && !frame.subject) return nativeLanguagePart({ context });
  return speaksPart({ context, frame });
}

export function contactFrame({ context }: { context: AnswerContext }): AnswerPart {
  return contactPart({ context });
}

/** Without the page's request card (the chat shows one for these), the way to reach the owner, said yes to when asked. */
export function bookingFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart {
  const part = contactPart({ context });
  return frame.kind === 'yes-no' ? { ...part, text: `${getDictionary({ locale: context.locale }).answers.yes} ${part.text}` } : part;
}

export function identityFrame({ context }: { context: AnswerContext }): AnswerPart {
  return pitchPart({ context });
}

export function strengthsFrame({ context }: { context: AnswerContext }): AnswerPart {
  return pitchPart({ context });
}

/**
 * How the owner works: when retrieval put the owner's approach first, its sentences closest to what the question
 * names ("code reviews and testing"), else the working style in the owner's own words, as a list after the lead.
 */
export function workingStyleFrame({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile, retrieval, question } = context;
  const top = retrieval.usedFallback ? undefined : retrieval.chunks[0];
  const particular = tokenize({ text: question, locale }).some((word) => !isLexiconWord({ word }));
  if (particular && top && (top.chunk.domain === 'working_style' || top.chunk.domain === 'mindset')) {
    const closest = composeFromChunks({ question, chunks: retrieval.chunks.filter(({ chunk }) => chunk.domain !== 'boundaries'), locale });
    if (closest.text) return closest;
  }
  const items = profile.workingStyle.items.map((item) => `- ${item[locale]}`);
  return { text: `${getDictionary({ locale }).facts.workingStyle}\n\n${items.join('\n')}`, chunkIds: ['working-style'] };
}

export function cvFrame({ context }: { context: AnswerContext }): AnswerPart {
  const { locale } = context;
  const lead = getDictionary({ locale }).answers.yes;
  return { text: `${lead} ${getDictionary({ locale }).facts.cv(cvPath({ locale }))}`, chunkIds: ['contact'] };
}

/** The owner's first sentence that speaks of a thesis, in the jobs, the career breaks or the strengths. */
function thesisSentence({ context }: { context: AnswerContext }): AnswerPart | null {
  const { profile, locale } = context;
  const texts = [
    ...profileTexts({ profile, locale }),
    ...profile.careerBreaks.map((entry) => ({ text: entry.description[locale], chunkId: 'duration' })),
  ];
  for (const { text, chunkId } of texts) {
    const sentence = sentencesOf(text).find((candidate) => findConcepts({ words: splitWords({ text: candidate }), locales: [locale] }).some((hit) => hit.concept === 'thesis'));
    if (sentence) return { text: sentence, chunkIds: [chunkId] };
  }
  return null;
}

/** The visitor's own word for a grade ("GPA", "nota", "mention"), as typed, so the answer names what was asked. */
function gradeWord({ question, locale }: { question: string; locale: Locale }): string {
  const typed = question.match(/[\p{L}\p{N}]+/gu) ?? [];
  return typed.find((raw) => findConcepts({ words: splitWords({ text: raw }), locales: [locale] }).some((hit) => hit.concept === 'grade')) ?? '';
}

/** A typed word that reads as a name: in capitals ("ISTQB"), with a digit, or capitalised mid-sentence outside German, which capitalises every noun. */
function looksLikeName({ raw, index, locale }: { raw: string; index: number; locale: Locale }): boolean {
  if (/\p{N}/u.test(raw) || (raw.length > 1 && raw === raw.toLocaleUpperCase() && raw !== raw.toLocaleLowerCase())) return true;
  return locale !== 'de' && index > 0 && /^\p{Lu}/u.test(raw);
}

/**
 * What a question names that no word of the language and no subject covers, as typed: the credential asked about
 * when it is no technology ("ISTQB", "Scrum Master").
 */
function typedNames({ question, locale }: { question: string; locale: Locale }): string {
  const typed = question.match(/[\p{L}\p{N}][\p{L}\p{N}+#]*/gu) ?? [];
  // A capitalised word of the language may be part of the name ("Scrum Master"), never the word for a certificate.
  const naming = (word: string) => !isStopword({ word }) && !findConcepts({ words: [word], locales: [locale] }).some((hit) => hit.concept === 'credentials' || hit.concept === 'yes-no-opener' || hit.concept === 'you');
  return typed.filter((raw, index) => looksLikeName({ raw, index, locale }) && splitWords({ text: raw }).every((word) => naming(word) && (!isLexiconWord({ word }) || /^\p{Lu}/u.test(raw)))).join(' ');
}

/** Certifications: the profile's own sentences that name one (of the thing asked, when named); otherwise said plainly. */
export function credentialsFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart {
  const { locale } = context;
  const copy = getDictionary({ locale });
  const name = frame.subject?.name ?? typedNames({ question: context.question, locale });
  const wanted = splitWords({ text: name });
  // The owner's sentences that speak of a credential ("Goethe-Zertifikat" in any language's text); a degree
  // ("Licence (BSc)") is education, not a certification.
  const stated = profileTexts({ profile: context.profile, locale })
    .filter(({ text, chunkId }) => chunkId !== 'education' && findConcepts({ words: splitWords({ text }), locales: LOCALES }).some((hit) => hit.concept === 'credentials'))
    .filter(({ text }) => wanted.every((word) => splitWords({ text }).includes(word)));
  if (stated.length > 0) {
    const lead = frame.kind === 'yes-no' ? `${copy.answers.yes} ` : '';
    return { text: `${lead}${stated.map(({ text }) => text).join(' ')}`, chunkIds: [...new Set(stated.map(({ chunkId }) => chunkId))] };
  }
  const lead = frame.kind === 'yes-no' ? `${copy.frames.no} ` : '';
  const education = educationPart({ context });
  const what = name ? copy.frames.what.credential(name) : copy.frames.what.anyCredential;
  return { text: `${lead}${copy.frames.notSaid({ what })} ${education.text}`, chunkIds: education.chunkIds };
}

export function salaryFrame({ context }: { context: AnswerContext }): AnswerPart {
  return salaryPart({ context });
}
