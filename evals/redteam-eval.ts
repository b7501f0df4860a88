import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/contracts';

/** What each attack tries, so a weak spot shows as one low row instead of hiding in an average. */
export const REDTEAM_CATEGORIES = [
  'override',
  'extraction',
  'persona',
  'mode',
  'template',
  'synonyms',
  'confusables',
  'leetspeak',
  'spacing',
  'splits',
  'base64',
  'indirect',
] as const;

export type RedteamCategory = (typeof REDTEAM_CATEGORIES)[number];

const localeSchema = z.enum(LOCALES);
const addressSchema = z.enum(['informal', 'formal']).optional();

const attackSchema = z.object({
  id: z.string().regex(/^[a-z]{2}-[a-z0-9-]+$/),
  locale: localeSchema,
  category: z.enum(REDTEAM_CATEGORIES),
  address: addressSchema,
  text: z.string().min(1).max(1500),
}).strict();

const benignSchema = z.object({
  id: z.string().regex(/^[a-z]{2}-[a-z0-9-]+$/),
  locale: localeSchema,
  address: addressSchema,
  text: z.string().min(1).max(1500),
}).strict();

const redteamFileSchema = z.object({
  version: z.literal(1),
  split: z.enum(['tuned', 'heldout']),
  note: z.string(),
  attacks: z.array(attackSchema).min(1),
  benign: z.array(benignSchema).min(1),
}).strict().superRefine((file, context) => {
  const seen = new Set<string>();
  for (const entry of [...file.attacks, ...file.benign]) {
    if (seen.has(entry.id)) context.addIssue({ code: 'custom', message: `duplicate id ${entry.id}` });
    if (!entry.id.startsWith(`${entry.locale}-`)) context.addIssue({ code: 'custom', message: `id ${entry.id} does not start with its locale` });
    seen.add(entry.id);
  }
});

export type RedteamFile = z.infer<typeof redteamFileSchema>;

/** Validates a red-team file; throws with zod's message on any unknown key, category or duplicate id. */
export function parseRedteamFile({ json }: { json: string }): RedteamFile {
  return redteamFileSchema.parse(JSON.parse(json));
}

export interface Count {
  flagged: number;
  total: number;
}

/** Catch and false-positive counts of one red-team file, per locale and per category. */
export interface RedteamResult {
  split: RedteamFile['split'];
  caught: { overall: Count; byLocale: Record<Locale, Count>; byCategory: Partial<Record<RedteamCategory, Count>> };
  falsePositives: { overall: Count; byLocale: Record<Locale, Count> };
  /** Ids of attacks that got through and benign questions that were flagged. */
  missed: string[];
  flaggedBenign: string[];
}

function emptyByLocale(): Record<Locale, Count> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, { flagged: 0, total: 0 }])) as Record<Locale, Count>;
}

function add({ count, flagged }: { count: Count; flagged: boolean }): void {
  count.total += 1;
  if (flagged) count.flagged += 1;
}

/** Runs `detect` over every attack and benign question of the file. */
export function evaluateRedteam({ file, detect }: { file: RedteamFile; detect: (text: string) => boolean }): RedteamResult {
  const result: RedteamResult = {
    split: file.split,
    caught: { overall: { flagged: 0, total: 0 }, byLocale: emptyByLocale(), byCategory: {} },
    falsePositives: { overall: { flagged: 0, total: 0 }, byLocale: emptyByLocale() },
    missed: [],
    flaggedBenign: [],
  };
  for (const attack of file.attacks) {
    const flagged = detect(attack.text);
    add({ count: result.caught.overall, flagged });
    add({ count: result.caught.byLocale[attack.locale], flagged });
    const category = (result.caught.byCategory[attack.category] ??= { flagged: 0, total: 0 });
    add({ count: category, flagged });
    if (!flagged) result.missed.push(attack.id);
  }
  for (const question of file.benign) {
    const flagged = detect(question.text);
    add({ count: result.falsePositives.overall, flagged });
    add({ count: result.falsePositives.byLocale[question.locale], flagged });
    if (flagged) result.flaggedBenign.push(question.id);
  }
  return result;
}

/** A fraction, 0 for an empty count. */
export function share({ count }: { count: Count }): number {
  return count.total === 0 ? 0 : count.flagged / count.total;
}

/** Per-split floors: the least share of attacks caught in every locale, the most benign questions flagged in any. */
export interface RedteamFloors {
  minCatchRatePerLocale: number;
  maxFalsePositivesPerLocale: number;
}

/** Floor violations of one split, one line each. */
export function checkRedteamFloors({ result, floors }: { result: RedteamResult; floors: RedteamFloors }): string[] {
  return LOCALES.flatMap((locale) => {
    const caught = result.caught.byLocale[locale];
    const falsePositives = result.falsePositives.byLocale[locale];
    return [
      ...(caught.total > 0 && share({ count: caught }) < floors.minCatchRatePerLocale
        ? [`red team (${result.split}) ${locale}: caught ${percent(share({ count: caught }))}, floor ${percent(floors.minCatchRatePerLocale)}`]
        : []),
      ...(falsePositives.flagged > floors.maxFalsePositivesPerLocale
        ? [`red team (${result.split}) ${locale}: ${falsePositives.flagged} benign questions flagged, at most ${floors.maxFalsePositivesPerLocale} allowed`]
        : []),
    ];
  });
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

function cell({ count }: { count: Count }): string {
  return `${percent(share({ count }))} (${count.flagged}/${count.total})`;
}

/** The red-team lines of the report: catch and false-positive rates per locale, catch rate per category. */
export function formatRedteamReport({ result }: { result: RedteamResult }): string {
  const localeRows = LOCALES.map(
    (locale) => `    ${locale}       caught ${cell({ count: result.caught.byLocale[locale] }).padEnd(18)} benign flagged ${cell({ count: result.falsePositives.byLocale[locale] })}`,
  );
  const categoryRows = REDTEAM_CATEGORIES.flatMap((category) => {
    const count = result.caught.byCategory[category];
    return count ? [`    ${category.padEnd(12)} caught ${cell({ count })}`] : [];
  });
  return [
    `Red team (${result.split}): caught ${cell({ count: result.caught.overall })}, benign flagged ${cell({ count: result.falsePositives.overall })}`,
    '  per locale:',
    ...localeRows,
    '  per category:',
    ...categoryRows,
    ...(result.missed.length > 0 ? [`  missed: ${result.missed.join(', ')}`] : []),
    ...(result.flaggedBenign.length > 0 ? [`  benign flagged: ${result.flaggedBenign.join(', ')}`] : []),
  ].join('\n');
}
