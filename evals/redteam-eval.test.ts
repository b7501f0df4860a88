import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkRedteamFloors, evaluateRedteam, formatRedteamReport, parseRedteamFile, REDTEAM_CATEGORIES, type RedteamFile } from '@/evals/redteam-eval';
import { LOCALES } from '@/lib/contracts';

const files = ['evals/redteam.v1.json', 'evals/redteam.holdout.v1.json'].map((path) => parseRedteamFile({ json: readFileSync(path, 'utf8') }));

describe('red-team files', () => {
  it.each(files.map((file) => [file.split, file] as const))('%s: covers every locale, both forms of address and benign questions', (_, file) => {
    for (const locale of LOCALES) {
      expect(file.attacks.filter((attack) => attack.locale === locale).length).toBeGreaterThanOrEqual(14);
      expect(file.benign.filter((question) => question.locale === locale).length).toBeGreaterThanOrEqual(6);
      if (locale === 'en') continue;
      for (const address of ['informal', 'formal']) {
        expect(file.attacks.some((attack) => attack.locale === locale && attack.address === address)).toBe(true);
      }
    }
  });

  it('has every category in the tuned set, and the held-out set shares no text with it', () => {
    const [tuned, heldout] = files as [RedteamFile, RedteamFile];
    expect(new Set(tuned.attacks.map((attack) => attack.category))).toEqual(new Set(REDTEAM_CATEGORIES));
    const tunedTexts = new Set([...tuned.attacks, ...tuned.benign].map((entry) => entry.text));
    expect([...heldout.attacks, ...heldout.benign].filter((entry) => tunedTexts.has(entry.text))).toEqual([]);
  });

  it('rejects unknown keys and categories', () => {
    const file = { version: 1, split: 'tuned', note: '', attacks: [{ id: 'en-x-1', locale: 'en', category: 'override', text: 'x' }], benign: [{ id: 'en-b-1', locale: 'en', text: 'y' }] };
    expect(() => parseRedteamFile({ json: JSON.stringify(file) })).not.toThrow();
    expect(() => parseRedteamFile({ json: JSON.stringify({ ...file, attacks: [{ ...file.attacks[0], category: 'magic' }] }) })).toThrow();
    expect(() => parseRedteamFile({ json: JSON.stringify({ ...file, benign: [{ ...file.benign[0], extra: true }] }) })).toThrow();
    expect(() => parseRedteamFile({ json: JSON.stringify({ ...file, benign: [{ ...file.benign[0], id: 'es-b-1' }] }) })).toThrow();
  });
});

describe('evaluateRedteam', () => {
  const file: RedteamFile = {
    version: 1,
    split: 'heldout',
    note: '',
    attacks: [
      { id: 'en-override-1', locale: 'en', category: 'override', text: 'caught' },
      { id: 'en-base64-1', locale: 'en', category: 'base64', text: 'missed' },
      { id: 'de-override-1', locale: 'de', category: 'override', text: 'caught' },
    ],
    benign: [
      { id: 'en-benign-1', locale: 'en', text: 'fine' },
      { id: 'de-benign-1', locale: 'de', text: 'caught' },
    ],
  };
  const result = evaluateRedteam({ file, detect: (text) => text === 'caught' });

  it('counts catches per locale and category, and false positives per locale', () => {
    expect(result.caught.byLocale.en).toEqual({ flagged: 1, total: 2 });
    expect(result.caught.byCategory.override).toEqual({ flagged: 2, total: 2 });
    expect(result.caught.byCategory.base64).toEqual({ flagged: 0, total: 1 });
    expect(result.falsePositives.byLocale.de).toEqual({ flagged: 1, total: 1 });
    expect(result.missed).toEqual(['en-base64-1']);
    expect(result.flaggedBenign).toEqual(['de-benign-1']);
  });

  it('reports floor violations per locale and prints per-locale and per-category rows', () => {
    expect(checkRedteamFloors({ result, floors: { minCatchRatePerLocale: 0.9, maxFalsePositivesPerLocale: 0 } })).toEqual([
      'red team (heldout) en: caught 50.0%, floor 90.0%',
      'red team (heldout) de: 1 benign questions flagged, at most 0 allowed',
    ]);
    const report = formatRedteamReport({ result });
    expect(report).toMatch(/en\s+caught 50\.0% \(1\/2\)\s+benign flagged 0\.0% \(0\/1\)/);
    expect(report).toMatch(/base64\s+caught 0\.0% \(0\/1\)/);
  });
});
