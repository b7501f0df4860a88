import { getDictionary } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import { combine, loosest, type Aspect, type AspectContext } from '@/lib/fit/aspect-verdicts';
import { sourceQuote } from '@/lib/fit/evidence-quotes';
import type { FitVerdict } from '@/lib/fit/fit-types';
import { levelLabel } from '@/lib/fit/spoken-languages';

/** Spoken languages are compared by level against the profile's own list, not searched for in its text. */

/** A language asked for without a level is met by a working level (B1). */
const DEFAULT_ASKED_LEVEL = 3;

const languageNames = new Map<Locale, Intl.DisplayNames>();

function languageName({ code, locale }: { code: string; locale: Locale }): string {
  let names = languageNames.get(locale);
  if (!names) languageNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'language' })));
  return names.of(code) ?? code;
}

export function languageAspect(context: AspectContext): Aspect | null {
  const { profile, locale, read } = context;
  const copy = getDictionary({ locale }).fit;
  const describe = (code: string, level: number | null) => `${languageName({ code, locale })}${level === null ? '' : ` ${levelLabel({ level, native: copy.native })}`}`;
  // "Spanish is a plus" alone still asks for Spanish: optional languages count when nothing else is asked.
  const required = read.languages.some((language) => !language.optional) ? read.languages.filter((language) => !language.optional) : read.languages;
  if (required.length === 0) return null;
  const results = required.map((asked) => {
    const held = profile.languages.find((language) => language.code === asked.code);
    const needed = asked.level ?? DEFAULT_ASKED_LEVEL;
    const verdict: FitVerdict = !held ? 'no_evidence' : (held.level ?? DEFAULT_ASKED_LEVEL) >= needed ? 'evidence' : 'partial';
    const note = verdict === 'evidence' ? null : copy.language({ asked: describe(asked.code, asked.level), have: held ? describe(held.code, held.level) : null });
    return { group: asked.group, verdict, note, match: { asked: describe(asked.code, asked.level), found: held ? describe(held.code, held.level) : null } };
  });
  const byGroup = new Map<number, FitVerdict>();
  for (const result of results) byGroup.set(result.group, loosest([byGroup.get(result.group) ?? 'not_offered', result.verdict]));
  const verdict = combine([...byGroup.values()]);
  return {
    verdict,
    evidence: verdict === 'no_evidence' ? [] : sourceQuote({ profile, chunkId: 'languages', locale }),
    notes: verdict === 'evidence' ? [] : results.flatMap((result) => (result.note ? [result.note] : [])),
    matches: results.map((result) => result.match),
  };
}
