import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteAdmissionStore } from '@/lib/store/sqlite-admission-store';

const run = promisify(execFile);
const directory = mkdtempSync(join(tmpdir(), 'chat-admission-processes-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('SQLite admission across processes', () => {
  it('admits exactly 7 of 50 admissions made by two processes on one file at the same instant', async () => {
    const path = join(directory, 'shared.db');
    // Create and migrate the file first, so both workers start on a ready schema.
    await openSqliteAdmissionStore({ path }).close();
    const startAt = String(Date.now() + 2500);
    const worker = () =>
      run(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'test/sqlite-admit-worker.ts', path, '25', startAt], { cwd: process.cwd() });
    const results = await Promise.all([worker(), worker()]);
    const admitted = results.map((result) => Number(result.stdout));
    expect(admitted.reduce((sum, count) => sum + count, 0)).toBe(7);
  }, 20_000);
});
