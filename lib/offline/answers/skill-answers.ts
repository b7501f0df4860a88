import type { Locale } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n';
import { formatDuration, joinList, termsOf, totalCareerMonths } from '@/lib/knowledge';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { cuePosition, foldedQuestion } from '@/lib/offline/detect-cues';
import type { ProfileEntity } from '@/lib/retrieval';
import { splitWords, tokenize } from '@/lib/text';
import { afterColon } from '@/lib/offline/answers/answer-subjects';

/*
 * Answers about skills: whether the owner used a technology, how long and where (from the dated jobs whose
 * stack names it), a skill area, and leading people.
 */

/** The places (employers and projects) whose stack lists the skill, with the months spent at the jobs among them. */
function skillEvidence({ context, skill }: { context: AnswerContext; skill: string }) {
  const { profile, today } = context;
  // "LLM integration" was used where a stack says "LLM": the skill's first word names it too.
  const names = new Set([skill.toLowerCase(), skill.toLowerCase().split(' ')[0] ?? '']);
  const named = (item: string) => termsOf({ name: item }).some((term) => names.has(term.toLowerCase()));
  const jobs = profile.experience.filter((job) => job.stack.some(named));
  const projects = profile.projects.filter((project) => project.stack.some(named));
  const months = totalCareerMonths({ periods: jobs, today });
  return { jobs, projects, months };
}

function placesOf({ evidence, locale }: { evidence: ReturnType<typeof skillEvidence>; locale: Locale }): string {
  return joinList({ items: [...evidence.jobs.map((job) => job.company), ...evidence.projects.map((project) => project.name)], locale });
}

/** A highlight or project text of the owner's that names the skill: the evidence a recruiter wants next to the claim. */
function highlightNaming({ context, skill }: { context: AnswerContext; skill: string }): string | null {
  const words = splitWords({ text: skill });
  const wanted = [` ${words.join(' ')} `, ...(words.length > 1 && (words[0]?.length ?? 0) >= 3 ? [` ${words[0]} `] : [])];
  const texts = [
    ...context.profile.experience.flatMap((job) => job.highlights),
    ...context.profile.projects.flatMap((project) => [project.summary, ...project.highlights]),
  ];
  const found = texts.find((text) => wanted.some((form) => ` ${splitWords({ text: text.en }).join(' ')} `.includes(form)));
  return found ? found[context.locale] : null;
}

/** The skill as the profile lists it, with what its parentheses add: "accessibility (WCAG 2.2 AA)". */
function listedSkill({ context, skill }: { context: AnswerContext; skill: ProfileEntity }): string {
  const group = context.profile.skills.groups.find((candidate) => candidate.id === skill.key);
  return group?.skills.find((item) => termsOf({ name: item })[0]?.toLowerCase() === skill.name.toLowerCase()) ?? skill.name;
}

/** "Have you used X?": yes, in which skill area, and where. */
export function skillYesPart({ context, skill }: { context: AnswerContext; skill: ProfileEntity }): AnswerPart {
  const { locale, profile } = context;
  const answers = getDictionary({ locale }).answers;
  const group = profile.skills.groups.find((candidate) => candidate.id === skill.key);
  const evidence = skillEvidence({ context, skill: skill.name });
  const chunkIds = [skill.chunkId, ...evidence.jobs.map((job) => `experience-${job.id}`)].slice(0, 3);
  if (!group) return { text: answers.skillUsed({ skill: skill.name, places: placesOf({ evidence, locale }) }), chunkIds };
  const lead = answers.skillYes({ skill: listedSkill({ context, skill }), area: group.title[locale] });
  const where = evidence.jobs.length + evidence.projects.length > 0 ? ` ${answers.usedAt({ places: placesOf({ evidence, locale }) })}` : '';
  return { text: `${lead}${where}`, chunkIds };
}

/** "How strong are you with X?": how long and where, then a highlight that shows it. */
export function skillStrengthPart({ context, skill }: { context: AnswerContext; skill: ProfileEntity }): AnswerPart {
  const { locale } = context;
  const evidence = skillEvidence({ context, skill: skill.name });
  if (evidence.jobs.length === 0) return skillYesPart({ context, skill });
  const answers = getDictionary({ locale }).answers;
  const lead = answers.skillStrength({
    skill: listedSkill({ context, skill }),
    duration: formatDuration({ months: evidence.months, locale }),
    places: joinList({ items: evidence.jobs.map((job) => job.company), locale }),
    projects: joinList({ items: evidence.projects.map((project) => project.name), locale }),
  });
  const highlight = highlightNaming({ context, skill: skill.name });
  return { text: highlight ? `${lead} ${answers.forExample} ${afterColon({ text: highlight, locale })}` : lead, chunkIds: [skill.chunkId, ...evidence.jobs.map((job) => `experience-${job.id}`)].slice(0, 3) };
}

/** Word beginnings that show leading people, in the owner's texts of each language. */
const LEADERSHIP_STEMS: Record<Locale, RegExp> = {
  // "Tech lead" and "Team Lead" are used as loanwords in every language.
  en: /\b(?:lead|led|leads|mentor|manag|head of)/i,
  es: /\b(?:lider|dirij|dirig|mentor|gestion|coordin|respons|lead)/i,
  fr: /\b(?:dirig|men[eé]|mentor|encadr|manag|anim|respons|lead)/i,
  de: /\b(?:leit|f[uü]hr|mentor|betreu|verantwort|manag|lead)/i,
};

/** Words that say the leading was of people, not of a product: these sentences come first. */
const PEOPLE_STEMS: Record<Locale, RegExp> = {
  en: /\b(?:mentor|engineers|people|team|teams|report|hire|hired|coach)/i,
  es: /\b(?:mentor|ingenier|personas|equipo|equipos|contrat)/i,
  fr: /\b(?:mentor|ingénieur|ingenieur|personnes|équipe|equipe|encadr|recrut)/i,
  de: /\b(?:mentor|engineer|ingenieur|menschen|team|teams|betreu|einstell)/i,
};

/** "Have you led a team?": yes when the question asks so, then the owner's own sentences that show it. */
export function leadershipPart({ context }: { context: AnswerContext }): AnswerPart | null {
  const { locale, profile } = context;
  const asked = new Set(tokenize({ text: context.question, locale }));
  const overlap = (text: string) => tokenize({ text, locale }).filter((word) => asked.has(word)).length;
  // The sentence closest to what was asked leads ("how many engineers?" → "I mentor 4 engineers").
  const evidence = profile.experience
    .flatMap((job) => [job.summary, ...job.highlights].filter((text) => LEADERSHIP_STEMS[locale].test(text[locale])).map((text) => ({ job, text: text[locale] })))
    .map((entry, order) => ({ ...entry, order, score: overlap(entry.text) + (PEOPLE_STEMS[locale].test(entry.text) ? 2 : 0) }))
    .sort((left, right) => right.score - left.score || left.order - right.order);
  const strengths = profile.strengths.items.filter((item) => LEADERSHIP_STEMS[locale].test(item[locale])).map((item) => item[locale]);
  if (evidence.length === 0 && strengths.length === 0) return null;
  const shown = evidence.slice(0, 2);
  const lines = shown.map(({ job, text }) => `${job.company}: ${text}`);
  const asksYesNo = cuePosition({ folded: foldedQuestion({ question: context.question }), cue: 'yesNo' }) === 0;
  const strength = shown.length < 2 ? strengths.slice(0, 1) : [];
  return {
    text: [...(asksYesNo ? [getDictionary({ locale }).answers.yes] : []), ...lines, ...strength].join(' '),
    chunkIds: [...new Set(shown.map(({ job }) => `experience-${job.id}`)), ...(strength.length > 0 ? ['strengths'] : [])],
  };
}

/** "How much backend have you done?": the skills of that area, then where they were used. */
export function skillAreaPart({ context, area }: { context: AnswerContext; area: ProfileEntity }): AnswerPart | null {
  const { locale, profile } = context;
  const group = profile.skills.groups.find((candidate) => candidate.id === area.key);
  if (!group) return null;
  const facts = getDictionary({ locale }).facts;
  const skills = facts.skills({ title: group.title[locale], skills: joinList({ items: group.skills, locale }) });
  const places = [...new Set(group.skills.flatMap((skill) => termsOf({ name: skill })).flatMap((skill) => skillEvidence({ context, skill }).jobs.map((job) => job.company)))];
  const where = places.length > 0 ? ` ${getDictionary({ locale }).answers.usedAt({ places: joinList({ items: places, locale }) })}` : '';
  return { text: `${skills}${where}`, chunkIds: [`skills-${group.id}`] };
}
