import type { Locale } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n';
import { joinList, termsOf, totalCareerMonths } from '@/lib/knowledge';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { cuePosition, foldedQuestion } from '@/lib/offline/detect-cues';
import type { ProfileEntity } from '@/lib/retrieval';
import { tokenize } from '@/lib/text';

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
