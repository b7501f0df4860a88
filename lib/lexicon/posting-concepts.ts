import type { LexiconConcept } from '@/lib/lexicon/technologies';

/**
 * Concepts postings ask for that the chat does not read as technologies: a coverage criterion a profile lists as a
 * skill ("MC/DC coverage") is answered by the chat from that skill's own words, while the fit check must meet the
 * posting's other spellings of it ("couverture structurelle MC/DC", "MC/DC-Abdeckung"). Generic, like the
 * technology vocabulary: nothing about a person.
 */
export const POSTING_CONCEPTS: readonly LexiconConcept[] = [
  { id: 'mcdc', label: 'MC/DC coverage', implies: ['testing'], aliases: ['mc dc', 'mcdc', 'modified condition decision coverage'] },
];
