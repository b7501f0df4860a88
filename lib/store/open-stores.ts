import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { AdmissionStore } from '@/lib/store/admission-store';
import { openRedisAdmissionStore } from '@/lib/store/redis-admission-store';
import { classifyRedisFailure } from '@/lib/store/redis-failures';
import { resilientStore, type Methods, type ResilienceTimings } from '@/lib/store/resilient-store';
import { openSqliteAdmissionStore } from '@/lib/store/sqlite-admission-store';
import { classifySqliteFailure } from '@/lib/store/sqlite-failures';
import type { ServerConfig } from '@/lib/config';
import { openRedisVisitorRequestStore } from '@/lib/store/redis-visitor-request-store';
import { openSqliteVisitorRequestStore } from '@/lib/store/sqlite-visitor-request-store';
import type { VisitorRequestStore } from '@/lib/store/visitor-request-store';

/** What opening a store needs besides the configuration: where outages are reported, and, in tests, faster timings. */
interface OpenOptions {
  config: Pick<ServerConfig, 'REDIS_URL' | 'CHAT_DB_PATH'>;
  reportError?: (message: string) => void;
  timings?: ResilienceTimings;
}

/** The SQLite file's folder, created on first start (a failure is the store's outage, retried like any other). */
function sqlitePath({ config }: OpenOptions): string {
  mkdirSync(dirname(resolve(config.CHAT_DB_PATH)), { recursive: true });
  return config.CHAT_DB_PATH;
}

const ADMISSION_METHODS = { admit: true, extend: true, settle: true, recordOutcome: true, recordFeedback: true, getOrCreateSecret: true, stats: true, ping: true } as const;

const VISITOR_REQUEST_METHODS = {
  findIdempotent: true,
  create: true,
  find: true,
  transition: true,
  remove: true,
  list: true,
  heldSlotStarts: true,
  purge: true,
  claimNotifications: true,
  completeNotification: true,
  failNotification: true,
  outboxCounts: true,
  countByKindAndStatus: true,
  takeLookup: true,
  ping: true,
} as const;

/** One store, Redis when REDIS_URL is set, else SQLite at CHAT_DB_PATH, behind `resilientStore`. */
function configuredStore<Store extends { close(): Promise<void> }>({ options, label, openRedis, openSqlite, methods }: {
  options: OpenOptions;
  label: string;
  openRedis: (options: { url: string }) => Promise<Store> | Store;
  openSqlite: (options: { path: string }) => Promise<Store> | Store;
  methods: Methods<Store>;
}): Store {
  const redisUrl = options.config.REDIS_URL;
  return resilientStore<Store>({
    label,
    open: redisUrl ? () => openRedis({ url: redisUrl }) : () => openSqlite({ path: sqlitePath(options) }),
    classify: redisUrl ? classifyRedisFailure : classifySqliteFailure,
    methods,
    ...(options.timings ? { timings: options.timings } : {}),
    ...(options.reportError ? { reportError: options.reportError } : {}),
  });
}

/**
 * The configured store: Redis when REDIS_URL is set (several instances), else SQLite at CHAT_DB_PATH. It is returned
 * at once and survives outages (`resilientStore`): a store that cannot open, or goes away, fails fast with
 * `StoreUnavailableError` and comes back by itself once the fault is gone.
 */
export async function openAdmissionStore(options: OpenOptions): Promise<AdmissionStore> {
  return configuredStore<AdmissionStore>({ options, label: 'admission store', openRedis: openRedisAdmissionStore, openSqlite: openSqliteAdmissionStore, methods: ADMISSION_METHODS });
}

/** The visitor-request store, chosen like the admission store (Redis when REDIS_URL is set, else the same SQLite file), and as resilient. */
export async function openVisitorRequestStore(options: OpenOptions): Promise<VisitorRequestStore> {
  return configuredStore<VisitorRequestStore>({
    options,
    label: 'visitor-request store',
    openRedis: openRedisVisitorRequestStore,
    openSqlite: openSqliteVisitorRequestStore,
    methods: VISITOR_REQUEST_METHODS,
  });
}
