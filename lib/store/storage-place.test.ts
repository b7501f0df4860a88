import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/lib/config';
import { storagePlaceProblems } from '@/lib/store/storage-place';

const kinds = (environment: Record<string, string>, temporaryRoots?: string[]) => storagePlaceProblems({ config: loadConfig({ environment }), temporaryRoots }).map((problem) => problem.kind);

describe('storagePlaceProblems', () => {
  it('finds nothing wrong with a writable, lasting folder, or with Redis', () => {
    const folder = mkdtempSync(join(tmpdir(), 'storage-place-'));
    expect(kinds({ CHAT_DB_PATH: join(folder, 'data', 'chat.db') }, ['/nowhere'])).toEqual([]);
    expect(kinds({ CHAT_DB_PATH: '/dev/null/chat.db', REDIS_URL: 'redis://127.0.0.1:6379', VERCEL: '1' })).toEqual([]);
  });

  it('says in one line that REDIS_URL is needed where the disk cannot be written', () => {
    const blocker = join(mkdtempSync(join(tmpdir(), 'storage-place-')), 'a-file');
    writeFileSync(blocker, '');
    const [problem] = storagePlaceProblems({ config: loadConfig({ environment: { CHAT_DB_PATH: join(blocker, 'chat.db') } }), temporaryRoots: [] });
    expect(problem?.kind).toBe('not_writable');
    expect(problem?.message).toMatch(/^storage: CHAT_DB_PATH=.* cannot be written .*set REDIS_URL/);
    expect(problem?.message).not.toContain('\n');
  });

  it('names a serverless host without Redis and a temporary folder', () => {
    const folder = mkdtempSync(join(tmpdir(), 'storage-place-'));
    expect(kinds({ CHAT_DB_PATH: join(folder, 'chat.db'), VERCEL: '1' }, ['/nowhere'])).toEqual(['serverless_without_redis']);
    expect(kinds({ CHAT_DB_PATH: join(folder, 'chat.db') }, [tmpdir()])).toEqual(['temporary']);
  });
});
