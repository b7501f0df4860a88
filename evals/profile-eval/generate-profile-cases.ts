import type { ScenarioCase } from '@/evals/scenario-schema';
import type { Locale } from '@/lib/contracts';
import { termsOf, withoutParentheses, formatDuration, monthsWorked, totalCareerMonths, cityName, siteLocales } from '@/lib/knowledge';
import { formatMonth } from '@/lib/i18n';
import type { Profile } from '@/lib/knowledge';
import { QUESTION_TEMPLATES } from '@/evals/profile-eval/question-templates';

/** The first words of a text up to a clause break: "Salary expectations" of "Salary expectations: ...". */
function topicPhrase(text: string): string {
  const [head = text] = text.split(/[:;(]/);
  const phrase = head.trim();
  return phrase.charAt(0).toLocaleLowerCase() + phrase.slice(1);
}

/** The start of a reply, long enough to recognise it in an answer and short enough to survive rewording around it. */
function opening(text: string): string {
  return text.split(/\s+/).slice(0, 4).join(' ');
}

/**
 * The baseline eval of an owner's profile, generated from the profile itself: for every job, project,
 * skill group, language, education entry, availability, contact and boundary, one or two questions
 * in each of the site's locales (the profile's declared ones) with the chunk that must answer them and a fact
 * the offline answer must carry.
 */
export function generateProfileCases({ profile, today }: { profile: Profile; today: Date }): ScenarioCase[] {
  return siteLocales({ profile }).flatMap((locale) => casesFor({ profile, today, locale }));
}

function casesFor({ profile, today, locale }: { profile: Profile; today: Date; locale: Locale }): ScenarioCase[] {
  const ask = QUESTION_TEMPLATES[locale];
  const cases: ScenarioCase[] = [];
  const add = (id: string, category: ScenarioCase['category'], question: string, expect: ScenarioCase['expect']) =>
    cases.push({ id: `${locale}-${id}`, locale, category, question, expect });

  for (const job of profile.experience) {
    add(`job-${job.id}`, 'experience', ask.whatDidYouDoAt(job.company), { chunks: [`experience-${job.id}`], answerIncludes: [job.company] });
    const tenure = formatDuration({ months: monthsWorked({ start: job.start, end: job.end, today }), locale });
    add(`tenure-${job.id}`, 'duration', ask.howLongAt(job.company), { chunks: ['duration', `experience-${job.id}`], answerIncludes: [tenure] });
  }
  for (const project of profile.projects) {
    const name = withoutParentheses({ text: project.name });
    add(`project-${project.slug}`, 'project', ask.tellMeAboutProject(name), { chunks: [`project-${project.slug}`], answerIncludes: [name] });
  }
  for (const group of profile.skills.groups) {
    const [first = ''] = termsOf({ name: group.skills[0] ?? '' });
    add(`skills-${group.id}`, 'skills', ask.skillsIn(group.title[locale]), { chunks: [`skills-${group.id}`], answerIncludes: [first] });
    add(`skill-${group.id}`, 'skill-yes-no', ask.doYouKnow(first), { chunks: [`skills-${group.id}`], answerIncludes: [first] });
  }
  for (const language of profile.languages) {
    const spoken = language.name[locale];
    add(`speaks-${language.id}`, 'languages', ask.doYouSpeak(locale === 'de' || locale === 'en' ? spoken : spoken.toLocaleLowerCase(locale)), {
      chunks: ['languages'],
      answerIncludes: [spoken],
    });
  }
  const native = profile.languages.filter((language) => language.native).map((language) => language.name[locale]);
  if (native.length > 0) add('native-language', 'languages', ask.nativeLanguage, { chunks: ['languages'], answerIncludes: native });
  const [school] = profile.education;
  if (school) add('education', 'education', ask.whereDidYouStudy, { chunks: ['education'], answerIncludes: [school.institution] });
  add('open-to-roles', 'availability', ask.openToRoles, { chunks: ['availability'] });
  add('start-date', 'availability', ask.whenCanYouStart, {
    chunks: ['availability'],
    ...(today < profile.availability.from ? { answerIncludes: [formatMonth({ date: profile.availability.from, locale })] } : {}),
  });
  const [excluded] = profile.availability.exclusionKeywords[locale];
  if (excluded) add('excluded-industry', 'availability', ask.wouldYouWorkFor(excluded), { chunks: ['availability'] });
  add('contact', 'contact', ask.howToContact, { chunks: ['contact'], answerIncludes: [profile.contact.email] });
  add('location', 'location', ask.whereBased, { chunks: ['location'], answerIncludes: [cityName({ profile, locale })] });
  const years = Math.floor(totalCareerMonths({ periods: profile.experience, today }) / 12);
  add('years-of-experience', 'duration', ask.yearsOfExperience, { chunks: ['duration'], answerIncludes: [String(years)] });
  for (const boundary of profile.boundaries) {
    add(`boundary-${boundary.id}`, 'boundary', ask.canWeTalkAbout(topicPhrase(boundary.topic[locale])), {
      chunks: [`boundary-${boundary.id}`, 'boundaries'],
      answerIncludes: [opening(boundary.reply[locale])],
    });
  }
  add('who-are-you', 'canonical-faq', ask.whoAreYou, { answerIncludes: [profile.person.firstName] });
  return cases;
}
