/**
 * `npm run profile:import -- --from resume.json [--out FILE] [--locales en,fr] [--force]`: writes a profile in this
 * product's schema from a JSON Resume document (jsonresume.org, schema 1.0.0). Every value it can map is filled in,
 * in the first of `--locales` (default `en`); what JSON Resume lacks is the skeleton's TODO, so
 * `npm run knowledge:check` lists exactly what is left to write. `--out` defaults to the live profile, which is only
 * replaced with `--force` (git keeps the old one). A document that is not valid JSON Resume gets one line per
 * problem, naming the field by its path (`work[1].startDate: …`), and nothing is written. Exit codes: 0 written,
 * 1 the document or the arguments are wrong.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isLocale, LOCALES, type Locale } from '@/lib/contracts';
import { importJsonResume } from '@/scripts/profile-import/import-json-resume';

const LIVE_PROFILE = 'lib/knowledge/profile.ts';

function fail(lines: string[]): number {
  for (const line of lines) console.error(`profile:import: ${line}`);
  return 1;
}

function parseLocales(value: string): Locale[] | string {
  const locales = value.split(',').map((locale) => locale.trim()).filter(Boolean);
  const unknown = locales.filter((locale) => !isLocale(locale));
  if (locales.length === 0 || unknown.length > 0) return `--locales takes one to four of ${LOCALES.join(', ')}, comma-separated (got "${value}")`;
  if (new Set(locales).size !== locales.length) return `--locales lists a locale twice (got "${value}")`;
  return locales as Locale[];
}

function main(): number {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      out: { type: 'string', default: LIVE_PROFILE },
      locales: { type: 'string', default: 'en' },
      force: { type: 'boolean', default: false },
    },
  });
  if (!values.from) return fail(['--from <resume.json> is required: the JSON Resume document to import']);
  const locales = parseLocales(values.locales);
  if (typeof locales === 'string') return fail([locales]);
  const target = resolve(values.out);
  if (existsSync(target) && !values.force) {
    return fail([`${values.out} exists. Run again with --force to replace it (git keeps the old one), or --out <path> to write elsewhere.`]);
  }
  let documentText: string;
  try {
    documentText = readFileSync(values.from, 'utf8');
  } catch (error) {
    return fail([`cannot read ${values.from} (${error instanceof Error ? error.message : 'unknown error'})`]);
  }
  // The command line is the edge where the clock is read: availability starts next month until the owner says otherwise.
  const imported = importJsonResume({ documentText, from: values.from, locales, today: new Date() });
  if ('errors' in imported) return fail([`${values.from} is not a JSON Resume document this import can read; nothing was written:`, ...imported.errors.map((error) => `  ${error}`)]);

  // Written next to the target, then renamed over it: the profile is either the old file or the whole new one.
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  writeFileSync(partial, imported.source);
  renameSync(partial, target);
  const { profileInput } = imported;
  console.log(
    `profile:import: wrote ${values.out} in ${locales.join(', ')}: ${profileInput.experience.length} jobs, ${profileInput.projects.length} projects, ` +
      `${profileInput.education.length} education entries, ${profileInput.skills.groups.length} skill groups, ${profileInput.languages.length} languages.`,
  );
  for (const note of imported.notes) console.log(`  note: ${note}`);
  console.log('Next: npm run knowledge:check lists every TODO left; then npm run ask -- "Where do you work now?" and npm run eval.');
  return 0;
}

process.exitCode = main();
