/**
 * The owner's profile as data the product reads: its schema, the knowledge check, the chunks built from
 * it (durations computed from dates), the technology lexicon, how profile values read in a sentence, and the
 * site's locales (the ones the profile declares). The live profile itself is imported by its own path,
 * `@/lib/knowledge/profile`. Imports contracts, i18n, text.
 */
export { BOUNDARY_CUES, boundaryKind } from '@/lib/knowledge/boundary-kind';
export { buildChunks } from '@/lib/knowledge/build-chunks';
export { checkKnowledge } from '@/lib/knowledge/check-knowledge';
export { profileKeywords } from '@/lib/knowledge/chunk-draft';
export type { Audience, ChunkDomain, KnowledgeChunk } from '@/lib/knowledge/chunk-types';
export { careerGaps, formatDuration, formatYearsAtLeast, monthsWorked, totalCareerMonths } from '@/lib/knowledge/durations';
export { KEYWORD_ALIASES } from '@/lib/knowledge/keyword-aliases';
export { getKnowledgeIndex } from '@/lib/knowledge/knowledge-index';
export { placeholderKind } from '@/lib/knowledge/placeholder-addresses';
export { PORTFOLIO_SECTIONS } from '@/lib/knowledge/portfolio-anchors';
export { profileLinks, type ProfileLinkKind } from '@/lib/knowledge/profile-links';
export { InvalidProfileError, WEEKDAYS, describeProfileIssues, parseProfile, profileSchema, safeParseProfile, type Experience, type LocalizedKeywords, type LocalizedText, type Profile, type ProfileInput, type Project, type Scheduling } from '@/lib/knowledge/profile-schema';
export { availabilitySentence, cityName, describeLocation, joinList, termsOf, withoutParentheses } from '@/lib/knowledge/profile-text';
export { areaExperience, technologyExperience, technologySpellings, technologyKey, type TechnologyExperience } from '@/lib/knowledge/technology-experience';
export { defaultSiteLocale, siteLocaleOf, siteLocales } from '@/lib/knowledge/site-locales';
export { linksSentence } from '@/lib/knowledge/contact-chunks';
