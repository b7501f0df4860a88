import { getDictionary } from '@/lib/i18n';
import { everyLocale, perLocale, profileKeywords, type ChunkContext, type ChunkDraft } from '@/lib/knowledge/chunk-draft';
import { joinList } from '@/lib/knowledge/profile-text';
import { BOUNDARY_CUES, boundaryKind } from '@/lib/knowledge/boundary-kind';
import { KEYWORD_ALIASES } from '@/lib/knowledge/keyword-aliases';
import type { Boundary } from '@/lib/knowledge/profile-schema';

/** The generic cues of the topic's kind: a visitor's "¿cuánto quieres cobrar?" reaches any salary boundary. */
function kindCues({ boundary }: { boundary: Boundary }): readonly string[] {
  const kind = boundaryKind({ boundary });
  return kind ? BOUNDARY_CUES[kind] : [];
}

/** The overview of declined topics, then one chunk per topic with its polite reply. */
export function boundaryChunks({ profile }: ChunkContext): ChunkDraft[] {
  const overview: ChunkDraft = {
    id: 'boundaries',
    domain: 'boundaries',
    title: perLocale({ render: (locale) => getDictionary({ locale }).titles.boundaries }),
    anchor: 'about',
    keywords: KEYWORD_ALIASES.boundaries,
    audiences: ['general'],
    text: perLocale({
      render: (locale) => {
        const phrases = getDictionary({ locale }).facts;
        return phrases.boundaries(profile.boundaries.map((boundary) => boundary.topic[locale]).join(phrases.semicolon));
      },
    }),
  };
  const topics = profile.boundaries.map((boundary): ChunkDraft => ({
    id: `boundary-${boundary.id}`,
    domain: 'boundaries',
    title: perLocale({ render: (locale) => getDictionary({ locale }).titles.boundary(boundary.topic[locale]) }),
    anchor: 'about',
    keywords: [...profileKeywords({ keywords: boundary.keywords }), ...kindCues({ boundary })],
    audiences: ['general'],
    text: perLocale({ render: (locale) => `${getDictionary({ locale }).facts.boundary(boundary.topic[locale])} ${boundary.reply[locale]}` }),
  }));
  return [overview, ...topics];
}

/** The blog's topics and the policy that posts are not indexed. */
export function blogChunk({ profile }: ChunkContext): ChunkDraft {
  const { blog } = profile;
  return {
    id: 'blog-topics',
    domain: 'blog',
    title: perLocale({ render: (locale) => getDictionary({ locale }).titles.blog }),
    anchor: 'about',
    keywords: [...KEYWORD_ALIASES.blogTopics, ...profileKeywords({ keywords: blog.keywords }), ...blog.topics.flatMap((text) => everyLocale({ text }))],
    audiences: ['general', 'engineer'],
    text: perLocale({
      render: (locale) => {
        const topics = joinList({ items: blog.topics.map((topic) => topic[locale]), locale });
        return `${getDictionary({ locale }).facts.blog(topics)} ${blog.notIndexedReply[locale]}`;
      },
    }),
  };
}

/**
 * Chunks for the canonical FAQs the owner gave keywords: answers whose facts no other section holds
 * ("why an AI on your portfolio?"). FAQs without keywords restate other sections and are answered by
 * the canonical matcher directly.
 */
export function faqChunks({ profile }: ChunkContext): ChunkDraft[] {
  return profile.faq.flatMap((entry): ChunkDraft[] => {
    if (!entry.keywords) return [];
    return [{
      id: `faq-${entry.id}`,
      domain: 'faq',
      title: { ...entry.question },
      anchor: 'about',
      keywords: [...profileKeywords({ keywords: entry.keywords }), ...everyLocale({ text: entry.question })],
      audiences: ['general'],
      text: perLocale({ render: (locale) => `${entry.question[locale]} ${entry.answer[locale]}` }),
    }];
  });
}
