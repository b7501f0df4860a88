/**
 * `npm run eval -- [--floor] [--json] [--locale xx] [--fixture id]`: the profile-owned eval. It
 * generates questions from the live profile (every job, project, skill group, language, education
 * entry, availability, contact and boundary, in each of the profile's locales, with the chunk that must answer and a
 * fact the answer must carry), adds the owner's hand-written cases from lib/knowledge/profile-cases.json
 * when that file exists and was written for this owner, runs them through the offline pipeline and
 * prints per-locale scores. `--fixture` evaluates a test fixture person instead of the live profile.
 * Exit codes: 0 ok, 1 a floor was missed (with --floor), 2 bad arguments or an invalid cases file.
 */
import { parseArgs } from 'node:util';
import { formatReport } from '@/evals/format-report';
import { generateProfileCases } from '@/evals/profile-eval/generate-profile-cases';
import { profileFloorViolations } from '@/evals/profile-eval/profile-floors';
import { loadOwnerCases, OWNER_CASES_PATH } from '@/evals/profile-eval/owner-cases';
import { runCases } from '@/evals/run-cases';
import { findUnknownReferences } from '@/evals/scenario-schema';
import { buildChunks, siteLocales } from '@/lib/knowledge';
import type { Profile } from '@/lib/knowledge';
import { FIXTURE_IDS, fixtureProfile, type FixtureId } from '@/test/fixtures/profiles';

function fail(message: string): never {
  process.stderr.write(`eval: ${message}\n`);
  process.exit(2);
}

async function loadProfile(fixture: string | undefined): Promise<Profile> {
  if (fixture === undefined) return (await import('@/lib/knowledge/profile')).profile;
  if (!(FIXTURE_IDS as readonly string[]).includes(fixture)) fail(`--fixture must be one of ${FIXTURE_IDS.join(', ')} (got "${fixture}")`);
  return fixtureProfile({ id: fixture as FixtureId });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      floor: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      locale: { type: 'string' },
      fixture: { type: 'string' },
      today: { type: 'string' },
    },
  });
  const onlyLocale = values.locale;
  const profile = await loadProfile(values.fixture);
  const locales = siteLocales({ profile });
  if (onlyLocale !== undefined && !(locales as readonly string[]).includes(onlyLocale)) fail(`--locale must be one of the profile's locales, ${locales.join(', ')} (got "${onlyLocale}")`);
  // The command line is the edge where the clock is read; --today pins it for reproducible figures.
  const today = values.today ? new Date(`${values.today}T00:00:00Z`) : new Date();
  if (Number.isNaN(today.getTime())) fail(`--today must be a date like 2026-11-30 (got "${values.today}")`);

  const generated = generateProfileCases({ profile, today });
  const owner = values.fixture === undefined ? loadOwnerCases({ ownerName: profile.person.name }) : { status: 'absent' as const };
  // An owner's case in a locale the site does not have asks a page that does not exist: it is left out, and counted.
  const ownerFileCases = owner.status === 'loaded' ? owner.cases : [];
  const ownerCases = ownerFileCases.filter((scenario) => (locales as readonly string[]).includes(scenario.locale));
  const outsideLocales = ownerFileCases.length - ownerCases.length;
  const unknown = findUnknownReferences({
    file: { version: 1, today: today.toISOString().slice(0, 10), profile: 'sample', cases: ownerCases },
    chunkIds: buildChunks({ profile, today }).map((chunk) => chunk.id),
    faqIds: profile.faq.map((entry) => entry.id),
  });
  if (unknown.length > 0) fail(`${OWNER_CASES_PATH} refers to ids that do not exist:\n${unknown.join('\n')}`);
  const cases = [...generated, ...ownerCases].filter((scenario) => onlyLocale === undefined || scenario.locale === onlyLocale);
  const { summary } = runCases({ cases, profile, today });
  const violations = values.floor ? profileFloorViolations({ summary }) : [];

  if (values.json) {
    process.stdout.write(`${JSON.stringify({ profile: profile.person.name, ownerCases: owner.status, ...summary, floorViolations: violations }, null, 2)}\n`);
  } else {
    const ownerLine = {
      absent: `Owner cases: none (add ${OWNER_CASES_PATH} to test your own questions)`,
      'other-profile': `Owner cases: SKIPPED — ${OWNER_CASES_PATH} was written for “${owner.status === 'other-profile' ? owner.profileName : ''}”, not ${profile.person.name}; rewrite or delete it`,
      loaded: `Owner cases: ${ownerCases.length} from ${OWNER_CASES_PATH}${outsideLocales > 0 ? ` (${outsideLocales} in locales the profile does not declare, left out)` : ''}`,
    }[owner.status];
    process.stdout.write(`Profile eval for ${profile.person.name}: ${generated.length} generated questions. ${ownerLine}\n\n${formatReport({ summary })}\n`);
    if (values.floor) {
      process.stdout.write(violations.length === 0 ? '\nFloors: all met\n' : `\nFloors missed:\n${violations.map((line) => `  ${line}`).join('\n')}\n`);
    }
  }
  if (violations.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
