import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openSqliteVisitorRequestStore } from '@/lib/store/sqlite-visitor-request-store';
import { registerVisitorRequestStoreContract } from '@/lib/store/visitor-request-store.contract';

const directory = mkdtempSync(join(tmpdir(), 'chat-requests-'));
let counter = 0;
afterAll(() => rmSync(directory, { recursive: true, force: true }));

registerVisitorRequestStoreContract({
  name: 'SQLite (temp file)',
  createNamespace: async () => {
    const path = join(directory, `store-${++counter}.db`);
    return { open: async () => openSqliteVisitorRequestStore({ path }) };
  },
});
