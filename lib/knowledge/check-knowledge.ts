import type { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';
import { buildChunks } from '@/lib/knowledge/build-chunks';
import type { KnowledgeChunk } from '@/lib/knowledge/chunk-types';
import { profileSchema } from '@/lib/knowledge/profile-schema';

/** The outcome of `checkKnowledge`: every error an editor must fix, and how many chunks the profile makes. */
export interface KnowledgeCheck {
  ok: boolean;
  errors: string[];
  chunkCount: number;
}

function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * "experience[1] (brightpath-health).highlights[0].es": indexes are annotated with the item's
 * id or slug, because editors find entries by name, not by position.
 */
function describePath({ path, input }: { path: readonly PropertyKey[]; input: unknown }): string {
  let text = 'profile';
  let node = input;
  for (const key of path) {
    node = isRecord(node) ? node[key] : undefined;
    if (typeof key !== 'number') {
      text += `.${String(key)}`;
      continue;
    }
    const name = isRecord(node) ? (node.id ?? node.slug) : undefined;
    text += typeof name === 'string' ? `[${key}] (${name})` : `[${key}]`;
  }
  return text;
}

/** One readable line per schema issue: "profile.person.headline.de: Invalid input: ...". */
export function describeProfileIssues({ issues, input }: { issues: readonly z.core.$ZodIssue[]; input: unknown }): string[] {
  return issues.map((issue) => `${describePath({ path: issue.path, input })}: ${issue.message}`);
}

/** The index problems an editor must fix: duplicate ids, over-long texts, missing translations, no keywords. */
export function findChunkProblems({ chunks, maxChunkChars }: { chunks: KnowledgeChunk[]; maxChunkChars: number }): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const chunk of chunks) {
    if (seen.has(chunk.id)) problems.push(`chunk "${chunk.id}": duplicate id (two profile entries produce the same chunk)`);
    seen.add(chunk.id);
    if (chunk.keywords.length === 0) problems.push(`chunk "${chunk.id}": no keywords, so retrieval can never find it by name`);
    if (chunk.text.length > maxChunkChars) {
      problems.push(`chunk "${chunk.id}": text is ${chunk.text.length} characters, over the ${maxChunkChars}-character limit (CHAT_MAX_CHUNK_CHARS)`);
    }
    for (const locale of LOCALES) {
      const localized = chunk.localizedText[locale];
      if (localized === undefined || localized.trim() === '') {
        problems.push(`chunk "${chunk.id}": missing ${locale} text`);
      } else if (localized.length > maxChunkChars && localized !== chunk.text) {
        problems.push(`chunk "${chunk.id}": ${locale} text is ${localized.length} characters, over the ${maxChunkChars}-character limit (CHAT_MAX_CHUNK_CHARS)`);
      }
    }
  }
  return problems;
}

/** Validates an editor's profile and the chunk index built from it (`npm run knowledge:check`). */
export function checkKnowledge({ profileInput, today, maxChunkChars }: { profileInput: unknown; today: Date; maxChunkChars: number }): KnowledgeCheck {
  const parsed = profileSchema.safeParse(profileInput);
  if (!parsed.success) {
    return { ok: false, errors: describeProfileIssues({ issues: parsed.error.issues, input: profileInput }), chunkCount: 0 };
  }
  const chunks = buildChunks({ profile: parsed.data, today });
  const errors = findChunkProblems({ chunks, maxChunkChars });
  return { ok: errors.length === 0, errors, chunkCount: chunks.length };
}
