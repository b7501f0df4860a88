import { afterAll, describe } from 'vitest';
import { registerAdmissionStoreContract } from '@/lib/admission/admission-store.contract';
import { openRedisAdmissionStore } from '@/lib/admission/redis-admission-store';
import { startRedisTestServer } from '@/test/redis-test-server';

const server = await startRedisTestServer();
afterAll(async () => server?.stop());
let counter = 0;

describe.skipIf(server === null)('Redis (real redis-server)', () => {
  registerAdmissionStoreContract({
    name: 'Redis',
    createNamespace: async () => {
      const keyPrefix = `test-${++counter}:`;
      return { open: async () => openRedisAdmissionStore({ url: server!.url, keyPrefix }) };
    },
  });
});
