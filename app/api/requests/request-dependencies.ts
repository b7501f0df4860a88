import { randomBytes } from 'node:crypto';
import { createSecretSource } from '@/lib/admission/identity-secret';
import { openAdmissionStore, openVisitorRequestStore } from '@/lib/admission/open-admission-store';
import { getConfig } from '@/lib/config/config';
import { negotiateLocale } from '@/lib/i18n/negotiate-locale';
import { profile } from '@/lib/knowledge/profile';
import { startRequestMaintenance } from '@/lib/requests/request-maintenance';
import type { RequestDependencies } from '@/lib/requests/request-pipeline';
import { requestErrorResponse } from '@/lib/requests/request-error';

let dependencies: Promise<RequestDependencies> | undefined;

/** Built once on first use; also starts the outbox deliveries and the retention purge of this process. */
async function createDependencies(): Promise<RequestDependencies> {
  const config = getConfig();
  const [admission, store] = await Promise.all([openAdmissionStore({ config }), openVisitorRequestStore({ config })]);
  const reportError = (message: string) => process.stderr.write(`${message}\n`);
  const now = () => new Date();
  const maintenance = startRequestMaintenance({ store, config, now, reportError });
  return {
    config,
    profile,
    store,
    secret: createSecretSource({ configured: config.CHAT_IP_HMAC_SECRET, store: admission }),
    now,
    randomBytes: (size) => randomBytes(size),
    onNotificationQueued: maintenance.deliverNow,
    reportError,
  };
}

/** Runs a request handler with the shared dependencies; a store that cannot open answers SYSTEM 503 (retried next time). */
export async function withRequestDependencies({ request, handle }: { request: Request; handle: (dependencies: RequestDependencies) => Promise<Response> }): Promise<Response> {
  dependencies ??= createDependencies().catch((error: unknown) => {
    dependencies = undefined;
    throw error;
  });
  try {
    return await handle(await dependencies);
  } catch (error) {
    process.stderr.write(`visitor requests: could not start (${error instanceof Error ? error.message : String(error)})\n`);
    const locale = negotiateLocale({ acceptLanguage: request.headers.get('accept-language') });
    return requestErrorResponse({ rejection: { code: 'store_unavailable' }, locale });
  }
}
