import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/lib/config';
import { deploymentReport } from '@/lib/platform/deployment-checks';

const folder = () => mkdtempSync(join(tmpdir(), 'deploy-check-'));

/** The report, with the test's temporary folder standing for a lasting disk unless `temporaryRoots` says otherwise. */
function report(environment: Record<string, string>, noticeDays = {}, temporaryRoots: string[] = []) {
  return deploymentReport({ config: loadConfig({ environment }), environment, noticeDays, temporaryRoots });
}

describe('deploymentReport (npm run doctor)', () => {
  it('finds nothing to warn about in a good production configuration, and says who tells the address', () => {
    const base = folder();
    const good = report({ SITE_URL: 'https://sam.example', CHAT_TRUSTED_PROXY: 'x-real-ip', CHAT_DB_PATH: join(base, 'data', 'chat.db'), CHAT_IP_HMAC_SECRET_FILE: join(base, 'secrets', 'identity.key') });
    expect(good.warnings).toEqual([]);
    expect(good.facts[0]).toBe('client identity: CHAT_TRUSTED_PROXY=x-real-ip (set); IPv6 counted per /64');
  });

  it('§9 identity: npm run doctor prints the preset chosen where the host identifies itself', () => {
    expect(report({ VERCEL: '1', REDIS_URL: 'rediss://default:pw@redis.example:6380' }).facts[0]).toMatch(/CHAT_TRUSTED_PROXY=vercel \(chosen automatically: the host sets VERCEL\)/);
  });

  it('warns about an unset SITE_URL, forwarded headers seen while none, no Redis on a serverless host and SQLite on a temporary or read-only path', () => {
    const warnings = report({ VERCEL: '1', CHAT_TRUSTED_PROXY: 'none', CHAT_DB_PATH: join(tmpdir(), 'chat.db') }, { forwarded_while_none: ['2026-11-30'], unknown_client: ['2026-11-29', '2026-11-30'] }, [tmpdir()]).warnings.join('\n');
    expect(warnings).toMatch(/SITE_URL is not set/);
    expect(warnings).toMatch(/forwarded headers .* on 2026-11-30 while CHAT_TRUSTED_PROXY=none/);
    expect(warnings).toMatch(/without a trusted visitor address arrived on 2026-11-29, 2026-11-30/);
    expect(warnings).toMatch(/serverless host \(VERCEL\) and REDIS_URL is not set/);
    expect(warnings).toMatch(/is on a temporary disk/);
    expect(report({ CHAT_DB_PATH: '/dev/null/chat.db' }).warnings.join('\n')).toMatch(/cannot be written on this host .*REDIS_URL/);
  });

  it('warns where the identity key is kept with the data it protects', () => {
    expect(report({ REDIS_URL: 'redis://127.0.0.1:6379' }).warnings.join('\n')).toMatch(/identity key is kept in the store with the data it protects/);
    const base = folder();
    const beside = report({ CHAT_DB_PATH: join(base, 'data', 'chat.db'), CHAT_IP_HMAC_SECRET_FILE: join(base, 'data', 'identity.key') });
    expect(beside.warnings.join('\n')).toMatch(/identity key file .* is in the folder of the SQLite store/);
    expect(report({ CHAT_IP_HMAC_SECRET_FILE: '/dev/null/identity.key' }).warnings.join('\n')).toMatch(/cannot be created here/);
  });
});
