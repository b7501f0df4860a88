import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { AdmissionStore } from '@/lib/admission/admission-store';
import { openRedisAdmissionStore } from '@/lib/admission/redis-admission-store';
import { openSqliteAdmissionStore } from '@/lib/admission/sqlite-admission-store';
import type { ChatConfig } from '@/lib/config/config';
import { openRedisVisitorRequestStore } from '@/lib/requests/redis-visitor-request-store';
import { openSqliteVisitorRequestStore } from '@/lib/requests/sqlite-visitor-request-store';
import type { VisitorRequestStore } from '@/lib/requests/visitor-request-store';

/** The configured store: Redis when REDIS_URL is set (several instances), else SQLite at CHAT_DB_PATH. */
export async function openAdmissionStore({ config }: { config: ChatConfig }): Promise<AdmissionStore> {
  if (config.REDIS_URL) return openRedisAdmissionStore({ url: config.REDIS_URL });
  mkdirSync(dirname(resolve(config.CHAT_DB_PATH)), { recursive: true });
  return openSqliteAdmissionStore({ path: config.CHAT_DB_PATH });
}

/** The visitor-request store, chosen like the admission store: Redis when REDIS_URL is set, else the same SQLite file. */
export async function openVisitorRequestStore({ config }: { config: ChatConfig }): Promise<VisitorRequestStore> {
  if (config.REDIS_URL) return openRedisVisitorRequestStore({ url: config.REDIS_URL });
  mkdirSync(dirname(resolve(config.CHAT_DB_PATH)), { recursive: true });
  return openSqliteVisitorRequestStore({ path: config.CHAT_DB_PATH });
}
