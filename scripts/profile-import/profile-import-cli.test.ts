import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const RESUME = 'test/fixtures/json-resume/made-up-person.json';

/** `npm run profile:import -- …` as an owner runs it; its exit code, output and errors. */
async function profileImport(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', ['scripts/profile-import.ts', ...args], { encoding: 'utf8' });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run profile:import', () => {
  const folder = mkdtempSync(join(tmpdir(), 'profile-import-'));

  it('writes the profile in the given locales and says what to do next', async () => {
    const out = join(folder, 'profile.ts');
    const result = await profileImport(['--from', RESUME, '--out', out, '--locales', 'en,fr']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(`wrote ${out} in en, fr: 3 jobs, 3 projects, 2 education entries, 2 skill groups, 2 languages.`);
    expect(readFileSync(out, 'utf8')).toContain("locales: ['en', 'fr'],");
  }, 30_000);

  it('replaces an existing file only with --force', async () => {
    const out = join(folder, 'existing.ts');
    writeFileSync(out, '// the owner’s own profile\n');
    const refused = await profileImport(['--from', RESUME, '--out', out]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('exists. Run again with --force');
    expect(readFileSync(out, 'utf8')).toBe('// the owner’s own profile\n');
    expect((await profileImport(['--from', RESUME, '--out', out, '--force'])).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain("name: 'Jan Novák'");
  }, 30_000);

  it('writes nothing for a document that is not valid JSON Resume, naming the field', async () => {
    const document = JSON.parse(readFileSync(RESUME, 'utf8')) as { work: Array<Record<string, unknown>> };
    document.work[1] = { ...document.work[1], startDate: 'March 2022' };
    const bad = join(folder, 'bad.json');
    writeFileSync(bad, JSON.stringify(document));
    const out = join(folder, 'never.ts');
    const result = await profileImport(['--from', bad, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('work[1].startDate: use a date such as 2024-03-01, 2024-03 or 2024');
    expect(result.stderr).toContain('nothing was written');
    expect(existsSync(out)).toBe(false);
  }, 30_000);

  it('refuses locales it does not have', async () => {
    const result = await profileImport(['--from', RESUME, '--out', join(folder, 'x.ts'), '--locales', 'en,it']);
    expect(result).toMatchObject({ code: 1 });
    expect(result.stderr).toContain('--locales takes one to four of en, es, fr, de');
  }, 30_000);
});
