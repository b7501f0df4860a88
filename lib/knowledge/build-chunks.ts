import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { CHUNK_PHRASES } from '@/lib/knowledge/chunk-phrases';
import type { Audience, ChunkDomain, KnowledgeChunk } from '@/lib/knowledge/chunk-types';
import { formatDuration, formatMonth, formatYearsAtLeast, monthsWorked, totalCareerMonths } from '@/lib/knowledge/durations';
import { KEYWORD_ALIASES } from '@/lib/knowledge/keyword-aliases';
import type { Experience, LocalizedKeywords, LocalizedText, Profile, Project } from '@/lib/knowledge/profile-schema';

type Text = Record<Locale, string>;

interface ChunkContext {
  profile: Profile;
  today: Date;
}

interface ChunkDraft {
  id: string;
  domain: ChunkDomain;
  title: string;
  anchor: string;
  keywords: readonly string[];
  audiences: Audience[];
  text: Text;
}

/**
 * Canonical FAQs that get a chunk of their own; the others restate facts that already have
 * chunks (core-bio, strengths, experience), and the canonical matcher answers them directly.
 */
const FAQ_CHUNK_ALIASES: Record<string, readonly string[]> = { 'why-ai': KEYWORD_ALIASES.faqWhyAi };

function perLocale(render: (locale: Locale) => string): Text {
  return Object.fromEntries(LOCALES.map((locale) => [locale, render(locale)])) as Text;
}

function joinList({ items, locale }: { items: string[]; locale: Locale }): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

function profileKeywords(keywords: LocalizedKeywords): string[] {
  return LOCALES.flatMap((locale) => keywords[locale]);
}

function everyLocale(text: LocalizedText): string[] {
  return LOCALES.map((locale) => text[locale]);
}

function withoutParentheses(text: string): string {
  return text.replace(/\s*\([^)]*\)/g, '').trim();
}

/** Stack items and skills like "AWS (Lambda, S3, CloudFront)" are searched by each name inside. */
function termsOf(name: string): string[] {
  const inner = /\(([^)]*)\)/.exec(name)?.[1];
  const base = withoutParentheses(name);
  return [base, ...(inner ? inner.split(',').map((term) => term.trim()) : [])].filter((term) => term.length > 0);
}

/** Lower-case, straight apostrophes, no question marks: how keywords meet a normalised question. */
function normalizeKeyword(keyword: string): string {
  return keyword.toLowerCase().replace(/[’‘]/g, "'").replace(/[¿¡?!]/g, '').trim();
}

function finish(draft: ChunkDraft): KnowledgeChunk {
  const keywords = [...new Set(draft.keywords.map(normalizeKeyword).filter((keyword) => keyword.length > 0))];
  return { ...draft, keywords, text: draft.text.en, localizedText: { ...draft.text } };
}

function coreBioChunk({ profile }: ChunkContext): ChunkDraft {
  const { person } = profile;
  return {
    id: 'core-bio',
    domain: 'core_bio',
    title: `About ${person.name}`,
    anchor: 'about',
    keywords: [...KEYWORD_ALIASES.coreBio, person.name, person.firstName, ...person.name.split(' '), ...everyLocale(person.headline)],
    audiences: ['general', 'recruiter'],
    text: perLocale((locale) => `${person.name} (${person.pronouns}) — ${person.headline[locale]}. ${person.introduction[locale]}`),
  };
}

function locationChunk({ profile }: ChunkContext): ChunkDraft {
  const { location, workMode } = profile.person;
  return {
    id: 'location',
    domain: 'location',
    title: 'Location and time zone',
    anchor: 'about',
    keywords: [...KEYWORD_ALIASES.location, location.city, location.timezone, ...everyLocale(location.country)],
    audiences: ['recruiter', 'general'],
    text: perLocale((locale) => {
      const place = CHUNK_PHRASES[locale].location({ city: location.city, country: location.country[locale], timezone: location.timezone });
      return `${place} ${workMode[locale]}`;
    }),
  };
}

function languagesChunk({ profile }: ChunkContext): ChunkDraft {
  return {
    id: 'languages',
    domain: 'languages',
    title: 'Languages spoken',
    anchor: 'about',
    keywords: [...KEYWORD_ALIASES.languages, ...profile.languages.flatMap((language) => everyLocale(language.name))],
    audiences: ['recruiter', 'general'],
    text: perLocale((locale) => {
      const items = profile.languages.map((language) => `${language.name[locale]} (${language.level[locale]})`);
      return CHUNK_PHRASES[locale].languages(joinList({ items, locale }));
    }),
  };
}

function educationChunk({ profile }: ChunkContext): ChunkDraft {
  return {
    id: 'education',
    domain: 'education',
    title: 'Education',
    anchor: 'about',
    keywords: [
      ...KEYWORD_ALIASES.education,
      ...profile.education.flatMap((entry) => [entry.institution, String(entry.year), ...everyLocale(entry.degree)]),
    ],
    audiences: ['recruiter', 'general'],
    text: perLocale((locale) =>
      profile.education
        .map((entry) => CHUNK_PHRASES[locale].education({ degree: entry.degree[locale], institution: entry.institution, year: entry.year }))
        .join(' '),
    ),
  };
}

/** "March 2022 to present (4 years and 8 months as of November 2026)": computed from the dates and today. */
function tenure({ job, today, locale }: { job: Experience; today: Date; locale: Locale }): { period: string; duration: string } {
  const phrases = CHUNK_PHRASES[locale];
  const start = formatMonth({ date: job.start, locale });
  const end = job.end === null ? null : formatMonth({ date: job.end, locale });
  const duration = formatDuration({ months: monthsWorked({ start: job.start, end: job.end, today }), locale });
  const asOf = job.end === null ? formatMonth({ date: today, locale }) : null;
  return { period: phrases.period({ start, end }), duration: phrases.tenure({ duration, asOf }) };
}

/** "2019", "2020", ...: visitors ask what she did in a given year. */
function yearsCovered({ job, today }: { job: Experience; today: Date }): string[] {
  const first = job.start.getUTCFullYear();
  const last = (job.end ?? today).getUTCFullYear();
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => String(first + index));
}

function experienceChunk({ job, context }: { job: Experience; context: ChunkContext }): ChunkDraft {
  const projects = context.profile.projects.filter((project) => project.employerId === job.id);
  return {
    id: `experience-${job.id}`,
    domain: 'experience',
    title: `${job.company} — ${job.role.en}`,
    anchor: `experience-${job.id}`,
    keywords: [
      ...profileKeywords(job.keywords),
      ...KEYWORD_ALIASES.experience,
      job.company,
      ...job.company.split(' '),
      ...everyLocale(job.role),
      ...job.stack.flatMap(termsOf),
      ...projects.map((project) => project.name),
      ...yearsCovered({ job, today: context.today }),
    ],
    audiences: ['recruiter', 'engineer'],
    text: perLocale((locale) => {
      const { period, duration } = tenure({ job, today: context.today, locale });
      const highlights = job.highlights.map((highlight) => highlight[locale]).join(' ');
      const stack = job.stack.length > 0 ? ` ${CHUNK_PHRASES[locale].stack(job.stack.join(', '))}` : '';
      // Highlights, not the summary: the summary restates them in prose, and chunks carry each fact once.
      return `${job.company} — ${job.role[locale]}, ${period} (${duration}), ${job.location[locale]}. ${highlights}${stack}`;
    }),
  };
}

function durationChunk({ profile, today }: ChunkContext): ChunkDraft {
  const totalMonths = totalCareerMonths({ starts: profile.experience.map((job) => job.start), today });
  const earliest = profile.experience.map((job) => job.start).reduce((first, start) => (start < first ? start : first));
  return {
    id: 'duration',
    domain: 'duration',
    title: 'Years of experience and time at each employer',
    anchor: 'experience',
    keywords: [...KEYWORD_ALIASES.duration, ...profile.experience.flatMap((job) => [job.company, ...job.company.split(' ')])],
    audiences: ['recruiter'],
    text: perLocale((locale) => {
      const phrases = CHUNK_PHRASES[locale];
      const lines = profile.experience.map((job) => {
        const { period, duration } = tenure({ job, today, locale });
        return `${job.company} (${job.role[locale]}), ${period}${phrases.colon}${duration}.`;
      });
      const total = phrases.durationTotal({
        rounded: formatYearsAtLeast({ months: totalMonths, locale }),
        exact: formatDuration({ months: totalMonths, locale }),
        since: formatMonth({ date: earliest, locale }),
      });
      return [phrases.durationIntro(formatMonth({ date: today, locale })), ...lines, total].join(' ');
    }),
  };
}

/** Which employers and projects list a skill in their stack: evidence next to the claim. */
function skillUses({ skills, profile }: { skills: string[]; profile: Profile }): string[] {
  const terms = skills.flatMap(termsOf).map((term) => term.toLowerCase());
  const matches = (item: string) => {
    const name = item.toLowerCase();
    return terms.some((term) => term === name || term.startsWith(`${name} `));
  };
  const places = [...profile.experience.map((job) => ({ name: job.company, stack: job.stack })), ...profile.projects];
  return places
    .map((place) => ({ name: place.name, used: place.stack.filter(matches) }))
    .filter((place) => place.used.length > 0)
    .map((place) => `${place.name} — ${place.used.join(', ')}`);
}

function skillsChunks({ profile }: ChunkContext): ChunkDraft[] {
  return profile.skills.groups.map((group) => {
    const uses = skillUses({ skills: group.skills, profile });
    return {
      id: `skills-${group.id}`,
      domain: 'skills',
      title: `Skills: ${group.title.en}`,
      anchor: 'skills',
      keywords: [...profileKeywords(group.keywords), ...KEYWORD_ALIASES.skills, ...everyLocale(group.title), ...group.skills.flatMap(termsOf)],
      audiences: ['engineer', 'recruiter'],
      text: perLocale((locale) => {
        const phrases = CHUNK_PHRASES[locale];
        const list = phrases.skills({ title: group.title[locale], skills: joinList({ items: group.skills, locale }) });
        return uses.length > 0 ? `${list} ${phrases.usedAt(uses.join(phrases.semicolon))}` : list;
      }),
    };
  });
}

function skillsNotOfferedChunk({ profile }: ChunkContext): ChunkDraft {
  const { notOffered } = profile.skills;
  return {
    id: 'skills-not-offered',
    domain: 'skills_gap',
    title: 'What I do not do',
    anchor: 'skills',
    keywords: [...KEYWORD_ALIASES.skillsNotOffered, ...notOffered.flatMap((entry) => [entry.skill, ...profileKeywords(entry.keywords)])],
    audiences: ['engineer', 'recruiter'],
    text: perLocale((locale) => [CHUNK_PHRASES[locale].notOffered, ...notOffered.map((entry) => entry.note[locale])].join(' ')),
  };
}

function projectChunk({ project, profile }: { project: Project; profile: Profile }): ChunkDraft {
  const employer = profile.experience.find((job) => job.id === project.employerId);
  return {
    id: `project-${project.slug}`,
    // This assistant is the portfolio's meta project: "how does this chat work?" lands here.
    domain: project.slug === 'portfolio-ai' ? 'portfolio_meta' : 'portfolio_project',
    title: project.name,
    anchor: `project-${project.slug}`,
    keywords: [
      ...profileKeywords(project.keywords),
      ...KEYWORD_ALIASES.project,
      project.name,
      project.slug,
      ...project.stack.flatMap(termsOf),
      ...(employer ? [employer.company] : []),
    ],
    audiences: ['engineer', 'general'],
    text: perLocale((locale) => {
      const phrases = CHUNK_PHRASES[locale];
      return [
        phrases.project(project.name),
        project.summary[locale],
        ...project.highlights.map((highlight) => highlight[locale]),
        ...(project.stack.length > 0 ? [phrases.stack(project.stack.join(', '))] : []),
        ...(employer ? [phrases.builtAt(employer.company)] : []),
      ].join(' ');
    }),
  };
}

function portfolioOverviewChunk({ profile }: ChunkContext): ChunkDraft {
  return {
    id: 'portfolio-overview',
    domain: 'portfolio_project',
    title: 'Portfolio projects overview',
    anchor: 'projects',
    keywords: [...KEYWORD_ALIASES.portfolioOverview, ...profile.projects.map((project) => project.name)],
    audiences: ['engineer', 'recruiter', 'general'],
    text: perLocale((locale) => {
      const items = profile.projects.map((project) => `${project.name} — ${project.summary[locale]}`);
      return `${CHUNK_PHRASES[locale].projectsIntro} ${items.join(' ')}`;
    }),
  };
}

function listChunk({ id, domain, title, keywords, audiences, intro, items }: {
  id: string;
  domain: ChunkDomain;
  title: string;
  keywords: readonly string[];
  audiences: Audience[];
  intro: (locale: Locale) => string;
  items: LocalizedText[];
}): ChunkDraft {
  return {
    id,
    domain,
    title,
    anchor: 'about',
    keywords,
    audiences,
    text: perLocale((locale) => [intro(locale), ...items.map((item) => item[locale])].join(' ')),
  };
}

function strengthsChunk({ profile }: ChunkContext): ChunkDraft {
  return {
    id: 'strengths',
    domain: 'strengths',
    title: 'Main strengths',
    anchor: 'about',
    keywords: [...KEYWORD_ALIASES.strengths, ...profile.strengths.items.flatMap(everyLocale).map(withoutParentheses)],
    audiences: ['recruiter', 'general'],
    text: perLocale((locale) => {
      // Semicolons, not a prose list: the items are capitalised phrases that themselves contain commas.
      const phrases = CHUNK_PHRASES[locale];
      return phrases.strengths(profile.strengths.items.map((item) => item[locale]).join(phrases.semicolon));
    }),
  };
}

function availabilityChunk({ profile, today }: ChunkContext): ChunkDraft {
  const { availability, contact } = profile;
  return {
    id: 'availability',
    domain: 'availability',
    title: 'Availability and roles I am open to',
    anchor: 'contact',
    keywords: [...KEYWORD_ALIASES.availability, ...everyLocale(availability.roles)],
    audiences: ['recruiter'],
    text: perLocale((locale) => {
      const phrases = CHUNK_PHRASES[locale];
      const open = phrases.availability({
        roles: availability.roles[locale],
        conditions: availability.conditions[locale],
        from: formatMonth({ date: availability.from, locale }),
        availableNow: today >= availability.from,
      });
      return `${open} ${availability.notInterestedIn[locale]} ${phrases.emailMe(contact.email)}`;
    }),
  };
}

function contactChunk({ profile }: ChunkContext): ChunkDraft {
  const { contact } = profile;
  return {
    id: 'contact',
    domain: 'contact',
    title: 'Contact',
    anchor: 'contact',
    keywords: [...KEYWORD_ALIASES.contact, contact.email],
    audiences: ['recruiter', 'general'],
    text: perLocale((locale) => `${CHUNK_PHRASES[locale].contact(contact.email)} ${contact.note[locale]}`),
  };
}

function boundaryChunks({ profile }: ChunkContext): ChunkDraft[] {
  const overview: ChunkDraft = {
    id: 'boundaries',
    domain: 'boundaries',
    title: 'Topics I decline in this chat',
    anchor: 'about',
    keywords: KEYWORD_ALIASES.boundaries,
    audiences: ['general'],
    text: perLocale((locale) => {
      const phrases = CHUNK_PHRASES[locale];
      return phrases.boundaries(profile.boundaries.map((boundary) => boundary.topic[locale]).join(phrases.semicolon));
    }),
  };
  const topics = profile.boundaries.map((boundary): ChunkDraft => ({
    id: `boundary-${boundary.id}`,
    domain: 'boundaries',
    title: `Declined topic: ${boundary.topic.en}`,
    anchor: 'about',
    keywords: profileKeywords(boundary.keywords),
    audiences: ['general'],
    text: perLocale((locale) => `${CHUNK_PHRASES[locale].boundary(boundary.topic[locale])} ${boundary.reply[locale]}`),
  }));
  return [overview, ...topics];
}

function blogChunk({ profile }: ChunkContext): ChunkDraft {
  const { blog } = profile;
  return {
    id: 'blog-topics',
    domain: 'blog',
    title: 'Blog topics (posts not indexed)',
    anchor: 'about',
    keywords: [...KEYWORD_ALIASES.blogTopics, ...blog.topics.flatMap(everyLocale)],
    audiences: ['general', 'engineer'],
    text: perLocale((locale) => {
      const topics = joinList({ items: blog.topics.map((topic) => topic[locale]), locale });
      return `${CHUNK_PHRASES[locale].blog(topics)} ${blog.notIndexedReply[locale]}`;
    }),
  };
}

function faqChunks({ profile }: ChunkContext): ChunkDraft[] {
  return profile.faq.flatMap((entry): ChunkDraft[] => {
    const aliases = FAQ_CHUNK_ALIASES[entry.id];
    if (!aliases) return [];
    return [{
      id: `faq-${entry.id}`,
      domain: 'faq',
      title: entry.question.en,
      anchor: 'about',
      keywords: [...aliases, ...everyLocale(entry.question)],
      audiences: ['general'],
      text: perLocale((locale) => `${entry.question[locale]} ${entry.answer[locale]}`),
    }];
  });
}

/** Splits the profile into small semantic chunks; durations are computed against the injected `today`. */
export function buildChunks({ profile, today }: { profile: Profile; today: Date }): KnowledgeChunk[] {
  const context: ChunkContext = { profile, today };
  const drafts: ChunkDraft[] = [
    coreBioChunk(context),
    locationChunk(context),
    languagesChunk(context),
    educationChunk(context),
    ...profile.experience.map((job) => experienceChunk({ job, context })),
    durationChunk(context),
    ...skillsChunks(context),
    skillsNotOfferedChunk(context),
    ...profile.projects.map((project) => projectChunk({ project, profile })),
    portfolioOverviewChunk(context),
    listChunk({
      id: 'working-style',
      domain: 'working_style',
      title: 'How I work',
      keywords: KEYWORD_ALIASES.workingStyle,
      audiences: ['engineer', 'recruiter'],
      intro: (locale) => CHUNK_PHRASES[locale].workingStyle,
      items: profile.workingStyle,
    }),
    listChunk({
      id: 'mindset',
      domain: 'mindset',
      title: 'Engineering mindset',
      keywords: KEYWORD_ALIASES.mindset,
      audiences: ['engineer', 'recruiter'],
      intro: (locale) => CHUNK_PHRASES[locale].mindset,
      items: profile.mindset,
    }),
    strengthsChunk(context),
    availabilityChunk(context),
    contactChunk(context),
    ...boundaryChunks(context),
    blogChunk(context),
    ...faqChunks(context),
  ];
  return drafts.map(finish);
}
