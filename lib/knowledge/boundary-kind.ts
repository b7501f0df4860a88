import { LOCALES } from '@/lib/contracts';
import { KEYWORD_ALIASES } from '@/lib/knowledge/keyword-aliases';
import { BOUNDARY_KINDS, type Boundary, type BoundaryKind } from '@/lib/knowledge/profile-schema';
import { splitWords } from '@/lib/text';

/** The generic cues of each kind of declined topic, in every language. */
export const BOUNDARY_CUES: Record<BoundaryKind, readonly string[]> = {
  salary: KEYWORD_ALIASES.salaryBoundary,
  'private-life': KEYWORD_ALIASES.privateLifeBoundary,
  confidential: KEYWORD_ALIASES.confidentialBoundary,
  'general-help': KEYWORD_ALIASES.generalHelpBoundary,
};

const padded = (text: string) => ` ${splitWords({ text }).join(' ')} `;

/**
 * The kind of a declined topic: the owner's `kind`, else the kind whose cues the topic and keywords
 * mention most ("Pay: salary, rates" is salary), else null for a topic of the owner's own.
 */
export function boundaryKind({ boundary }: { boundary: Boundary }): BoundaryKind | null {
  if (boundary.kind) return boundary.kind;
  const words = padded([...LOCALES.map((locale) => boundary.topic[locale]), ...LOCALES.flatMap((locale) => boundary.keywords[locale])].join(' | '));
  let best: { kind: BoundaryKind; hits: number } | null = null;
  for (const kind of BOUNDARY_KINDS) {
    const hits = BOUNDARY_CUES[kind].filter((cue) => words.includes(padded(cue))).length;
    if (hits > (best?.hits ?? 0)) best = { kind, hits };
  }
  return best?.kind ?? null;
}
