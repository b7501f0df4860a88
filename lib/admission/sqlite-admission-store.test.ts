import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { registerAdmissionStoreContract } from '@/lib/admission/admission-store.contract';
import { openSqliteAdmissionStore } from '@/lib/admission/sqlite-admission-store';

const directory = mkdtempSync(join(tmpdir(), 'chat-admission-'));
let counter = 0;
afterAll(() => rmSync(directory, { recursive: true, force: true }));

registerAdmissionStoreContract({
  name: 'SQLite (temp file)',
  createNamespace: async () => {
    const path = join(directory, `store-${++counter}.db`);
    return { open: async () => openSqliteAdmissionStore({ path }) };
  },
});
