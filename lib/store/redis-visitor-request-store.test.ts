import { afterAll, describe } from 'vitest';
import { openRedisVisitorRequestStore } from '@/lib/store/redis-visitor-request-store';
import { registerVisitorRequestStoreContract } from '@/lib/store/visitor-request-store.contract';
import { startRedisTestServer } from '@/test/redis-test-server';

const server = await startRedisTestServer();
afterAll(async () => server?.stop());
let counter = 0;

describe.skipIf(server === null)('Redis (real redis-server)', () => {
  registerVisitorRequestStoreContract({
    name: 'Redis',
    createNamespace: async () => {
      const keyPrefix = `requests-test-${++counter}:`;
      return { open: async () => openRedisVisitorRequestStore({ url: server!.url, keyPrefix }) };
    },
  });
});
