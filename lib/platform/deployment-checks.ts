import { existsSync } from 'node:fs';
import { dirname, relative, resolve, isAbsolute } from 'node:path';
import type { ServerConfig } from '@/lib/config';
import { identityKeyPlacement } from '@/lib/platform/identity-secret';
import type { IdentityNotice } from '@/lib/store';
import { isWritablePath, storagePlaceProblems } from '@/lib/store';

/** What `npm run doctor` says about running in production: facts to read, and warnings to act on. */
export interface DeploymentReport {
  facts: string[];
  warnings: string[];
}

/**
 * The production checks of `npm run doctor`: who tells the visitor's address and why, where the state and the
 * identity key live, and what is wrong with that. `noticeDays`: the recent UTC days on which the running servers
 * met each identity doubt (from the store), so the check sees the requests that really arrive.
 */
export function deploymentReport({ config, environment, noticeDays, temporaryRoots }: {
  config: ServerConfig;
  /** The environment the configuration was read from: tells a set CHAT_TRUSTED_PROXY from a chosen one. */
  environment: Record<string, string | undefined>;
  noticeDays: Partial<Record<IdentityNotice, string[]>>;
  /** Folders that do not outlive a restart (tests pass their own). */
  temporaryRoots?: readonly string[];
}): DeploymentReport {
  const facts = [identityFact({ config, environment }), storeFact({ config }), keyFact({ config })];
  const warnings: string[] = [];
  if (!config.SITE_URL) {
    warnings.push('SITE_URL is not set: links, the sitemap and link previews name http://localhost, and behind a proxy that rewrites Host every browser question is refused (403 forbidden_origin). Set it to the public origin (e.g. https://www.example.com) for the build and at run time.');
  }
  warnings.push(...identityWarnings({ config, noticeDays }));
  warnings.push(...storagePlaceProblems({ config, temporaryRoots }).map((problem) => problem.message));
  warnings.push(...keyWarnings({ config }));
  return { facts, warnings };
}

function identityFact({ config, environment }: { config: ServerConfig; environment: Record<string, string | undefined> }): string {
  const setting = `CHAT_TRUSTED_PROXY=${config.CHAT_TRUSTED_PROXY}`;
  const why = environment.CHAT_TRUSTED_PROXY?.trim()
    ? 'set'
    : config.host.trustedProxy
      ? `chosen automatically: the host sets ${config.host.signal}`
      : 'default: the socket peer that server.mjs sees; forwarded headers are ignored';
  const header = config.CHAT_CLIENT_IP_HEADER ? `; CHAT_CLIENT_IP_HEADER=${config.CHAT_CLIENT_IP_HEADER} is read first` : '';
  return `client identity: ${setting} (${why})${header}; IPv6 counted per /64`;
}

function storeFact({ config }: { config: ServerConfig }): string {
  return config.REDIS_URL ? 'store: Redis (REDIS_URL), shared by every instance' : `store: SQLite at ${config.CHAT_DB_PATH} (one machine)`;
}

function keyFact({ config }: { config: ServerConfig }): string {
  const placement = identityKeyPlacement({ config });
  if (placement.kind === 'environment') return 'identity key: CHAT_IP_HMAC_SECRET (apart from the store)';
  if (placement.kind === 'file') return `identity key: the file ${placement.path}${existsSync(resolve(placement.path)) ? '' : ' (created on first start)'}`;
  return 'identity key: in the store';
}

function identityWarnings({ config, noticeDays }: { config: ServerConfig; noticeDays: Partial<Record<IdentityNotice, string[]>> }): string[] {
  const warnings: string[] = [];
  const forwarded = noticeDays.forwarded_while_none ?? [];
  if (forwarded.length > 0 && config.CHAT_TRUSTED_PROXY === 'none') {
    warnings.push(`forwarded headers (X-Forwarded-For, X-Real-IP or Forwarded) reached the server on ${forwarded.join(', ')} while CHAT_TRUSTED_PROXY=none: if a proxy is in front, every visitor counts as that proxy and shares one allowance; set CHAT_TRUSTED_PROXY=x-real-ip (the README's nginx snippet) or forwarded-for:N. With no proxy in front, visitors wrote them and they were ignored.`);
  }
  const unknown = noticeDays.unknown_client ?? [];
  if (unknown.length > 0) {
    const hint = config.CHAT_TRUSTED_PROXY === 'none'
      ? 'the server was not started by `npm start` (server.mjs), e.g. `next start` on a serverless host: set CHAT_TRUSTED_PROXY to the preset of the edge in front (vercel, cloudflare, fly, x-real-ip, forwarded-for:N)'
      : `the proxy did not send what CHAT_TRUSTED_PROXY=${config.CHAT_TRUSTED_PROXY} reads: check the setting against the proxy in front`;
    warnings.push(`requests without a trusted visitor address arrived on ${unknown.join(', ')} and shared one "unknown" client: ${hint}.`);
  }
  return warnings;
}

function keyWarnings({ config }: { config: ServerConfig }): string[] {
  const placement = identityKeyPlacement({ config });
  if (placement.kind === 'environment') return [];
  if (placement.kind === 'store') {
    return [`the identity key is kept in the store with the data it protects (${placement.reason}): a copy of the store would give visitors' addresses back. Set CHAT_IP_HMAC_SECRET (the same value on every instance; e.g. openssl rand -base64 32).`];
  }
  const keyPath = resolve(placement.path);
  if (!existsSync(keyPath) && !isWritablePath(keyPath)) {
    return [`the identity key file ${placement.path} cannot be created here, so the server would keep the key in the store with the data it protects: set CHAT_IP_HMAC_SECRET, or CHAT_IP_HMAC_SECRET_FILE to a writable place apart from the data.`];
  }
  if (!config.REDIS_URL && isInside({ path: keyPath, folder: dirname(resolve(config.CHAT_DB_PATH)) })) {
    return [`the identity key file ${placement.path} is in the folder of the SQLite store (${dirname(config.CHAT_DB_PATH)}): a copy of that folder would give visitors' addresses back. Keep it elsewhere (CHAT_IP_HMAC_SECRET_FILE) or set CHAT_IP_HMAC_SECRET.`];
  }
  return [];
}

function isInside({ path, folder }: { path: string; folder: string }): boolean {
  const relation = relative(folder, path);
  return relation !== '' && !relation.startsWith('..') && !isAbsolute(relation);
}
