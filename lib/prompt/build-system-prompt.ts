import type { Locale } from '@/lib/contracts';
import {
  CANONICAL_FACTS_MARKER,
  CONTEXT_END_MARKER,
  CONTEXT_START_MARKER,
  EXCERPTS_MARKER,
  QUESTION_READING_MARKER,
  SESSION_MEMORY_MARKER,
  TRUNCATION_MARKER,
  neutralizeContextMarkers,
} from '@/lib/prompt/context-markers';
import { cutText, estimateTokens } from '@/lib/text';


/** What one request's system prompt is assembled from; only `corePrompt` is in the cacheable prefix. */
export interface SystemPromptInput {
  corePrompt: string;
  today: Date;
  locale: Locale;
  canonicalFacts: string | null;
  /** What the question asks and the figures computed from the profile (see the chat's question reading). */
  questionReading?: string | null;
  sessionBlock: string | null;
  excerpts: { id: string; title: string; text: string }[];
  maxSystemChars: number;
}

/** The assembled system prompt, its estimated tokens per part, and whether the size cap cut it. */
export interface SystemPrompt {
  text: string;
  tokens: { core: number; canonical: number; reading: number; session: number; excerpts: number; total: number };
  truncated: boolean;
}

type SectionPart = 'canonical' | 'reading' | 'session' | 'excerpts';

interface Section {
  part: SectionPart;
  text: string;
}

/** English names: the core law is English, so the locale line names the language the same way. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German' };

// A cut section keeps at least this much text after its marker line; less says nothing useful.
const MIN_CUT_SECTION_CHARS = 80;

function renderSections(input: SystemPromptInput): Section[] {
  const sections: Section[] = [];
  const canonical = input.canonicalFacts?.trim();
  if (canonical) sections.push({ part: 'canonical', text: `${CANONICAL_FACTS_MARKER}\n${neutralizeContextMarkers({ text: canonical })}` });
  const reading = input.questionReading?.trim();
  if (reading) sections.push({ part: 'reading', text: `${QUESTION_READING_MARKER}\n${neutralizeContextMarkers({ text: reading })}` });
  // Defence in depth: the session block is shaped already, but it is visitor text and must never close the CONTEXT.
  const session = input.sessionBlock?.trim();
  if (session) sections.push({ part: 'session', text: `${SESSION_MEMORY_MARKER}\n${neutralizeContextMarkers({ text: session })}` });
  if (input.excerpts.length > 0) {
    const excerpts = input.excerpts.map(({ id, title, text }) => neutralizeContextMarkers({ text: `[${id}] ${title}\n${text.trim()}` }));
    sections.push({ part: 'excerpts', text: `${EXCERPTS_MARKER}\n${excerpts.join('\n\n')}` });
  }
  return sections;
}

/** Keeps sections in order within the budget: the excess is cut from the end, so excerpts go first, canonical facts last. */
function fitSections({ sections, budget }: { sections: Section[]; budget: number }): Section[] {
  const kept: Section[] = [];
  let remaining = budget;
  for (const section of sections) {
    // Each section is followed by one line break when joined.
    if (section.text.length + 1 <= remaining) {
      kept.push(section);
      remaining -= section.text.length + 1;
      continue;
    }
    const markerLineLength = section.text.indexOf('\n') + 1;
    if (remaining - 1 - markerLineLength >= MIN_CUT_SECTION_CHARS) {
      kept.push({ ...section, text: cutText({ text: section.text, maxChars: remaining - 1 }) });
    }
    break;
  }
  return kept;
}

function sectionTokens({ sections, part }: { sections: Section[]; part: SectionPart }): number {
  return estimateTokens(sections.find((section) => section.part === part)?.text ?? '');
}

/**
 * Assembles the system prompt: the core law, then the delimited CONTEXT (date line, canonical facts,
 * the question's reading, session memory, retrieved excerpts), then the closing marker and the visitor's locale line.
 */
export function buildSystemPrompt(input: SystemPromptInput): SystemPrompt {
  // The date opens the CONTEXT instead of following the core: providers cache prompts by their
  // prefix, so everything before CONTEXT_START_MARKER must be byte-identical on every request.
  const head = `${input.corePrompt}\n\n${CONTEXT_START_MARKER}\nToday's date: ${input.today.toISOString().slice(0, 10)}`;
  const tail = `${CONTEXT_END_MARKER}\nVisitor locale: ${input.locale} (${LANGUAGE_NAMES[input.locale]}) — answer in this language.`;
  const sections = renderSections(input);
  const join = (parts: string[]) => [head, ...parts, tail].join('\n');

  const whole = join(sections.map((section) => section.text));
  const truncated = whole.length > input.maxSystemChars;
  // The head (core and date) and the tail (closing marker and locale line) are always kept whole;
  // the sections share what is left after them, the truncation marker and their two line breaks.
  const kept = truncated
    ? fitSections({ sections, budget: input.maxSystemChars - head.length - tail.length - TRUNCATION_MARKER.length - 2 })
    : sections;
  const text = truncated ? join([...kept.map((section) => section.text), TRUNCATION_MARKER]) : whole;

  return {
    text,
    tokens: {
      core: estimateTokens(input.corePrompt),
      canonical: sectionTokens({ sections: kept, part: 'canonical' }),
      reading: sectionTokens({ sections: kept, part: 'reading' }),
      session: sectionTokens({ sections: kept, part: 'session' }),
      excerpts: sectionTokens({ sections: kept, part: 'excerpts' }),
      total: estimateTokens(text),
    },
    truncated,
  };
}
