import { mindsetChunk, strengthsChunk, workingStyleChunk } from '@/lib/knowledge/approach-chunks';
import { blogChunk, boundaryChunks, faqChunks } from '@/lib/knowledge/assistant-chunks';
import { durationChunk, experienceChunks } from '@/lib/knowledge/career-chunks';
import type { ChunkContext, ChunkDraft } from '@/lib/knowledge/chunk-draft';
import type { KnowledgeChunk } from '@/lib/knowledge/chunk-types';
import { availabilityChunk, contactChunk } from '@/lib/knowledge/contact-chunks';
import { coreBioChunk, educationChunk, languagesChunk, locationChunk } from '@/lib/knowledge/person-chunks';
import type { Profile } from '@/lib/knowledge/profile-schema';
import { portfolioOverviewChunk, projectChunks } from '@/lib/knowledge/project-chunks';
import { skillsChunks, skillsNotOfferedChunk } from '@/lib/knowledge/skill-chunks';

/** Lower-case, straight apostrophes, no question marks: how keywords meet a normalised question. */
function normalizeKeyword(keyword: string): string {
  return keyword.toLowerCase().replace(/[’‘]/g, "'").replace(/[¿¡?!]/g, '').trim();
}

function finish(draft: ChunkDraft): KnowledgeChunk {
  const keywords = [...new Set(draft.keywords.map(normalizeKeyword).filter((keyword) => keyword.length > 0))];
  return { ...draft, keywords, title: draft.title.en, localizedTitle: { ...draft.title }, text: draft.text.en, localizedText: { ...draft.text } };
}

/** Splits the profile into small semantic chunks, in the profile's order; durations are computed against the injected `today`. */
export function buildChunks({ profile, today }: { profile: Profile; today: Date }): KnowledgeChunk[] {
  const context: ChunkContext = { profile, today };
  const drafts: ChunkDraft[] = [
    coreBioChunk(context),
    locationChunk(context),
    languagesChunk(context),
    educationChunk(context),
    ...experienceChunks(context),
    durationChunk(context),
    ...skillsChunks(context),
    skillsNotOfferedChunk(context),
    ...projectChunks(context),
    portfolioOverviewChunk(context),
    workingStyleChunk(context),
    mindsetChunk(context),
    strengthsChunk(context),
    availabilityChunk(context),
    contactChunk(context),
    ...boundaryChunks(context),
    blogChunk(context),
    ...faqChunks(context),
  ];
  return drafts.map(finish);
}
