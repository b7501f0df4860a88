import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { AdmissionStore } from '@/lib/store/admission-store';
import { openRedisAdmissionStore } from '@/lib/store/redis-admission-store';
import { openSqliteAdmissionStore } from '@/lib/store/sqlite-admission-store';
import type { ServerConfig } from '@/lib/config';
import { openRedisVisitorRequestStore } from '@/lib/store/redis-visitor-request-store';
import { openSqliteVisitorRequestStore } from '@/lib/store/sqlite-visitor-request-store';
import type { VisitorRequestStore } from '@/lib/store/visitor-request-store';

/** The configured store: Redis when REDIS_URL is set (several instances), else SQLite at CHAT_DB_PATH. */
export async function openAdmissionStore({ config }: { config: ServerConfig }): Promise<AdmissionStore> {
  if (config.REDIS_URL) return openRedisAdmissionStore({ url: config.REDIS_URL });
  mkdirSync(dirname(resolve(config.CHAT_DB_PATH)), { recursive: true });
  return openSqliteAdmissionStore({ path: config.CHAT_DB_PATH });
}

/** The visitor-request store, chosen like the admission store: Redis when REDIS_URL is set, else the same SQLite file. */
export async function openVisitorRequestStore({ config }: { config: ServerConfig }): Promise<VisitorRequestStore> {
  if (config.REDIS_URL) return openRedisVisitorRequestStore({ url: config.REDIS_URL });
  mkdirSync(dirname(resolve(config.CHAT_DB_PATH)), { recursive: true });
  return openSqliteVisitorRequestStore({ path: config.CHAT_DB_PATH });
}
