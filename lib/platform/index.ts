/**
 * What every endpoint shares: the dependency container and its single composition root, the HTTP
 * guards (media type, body size, schema, the site's locales, origin, kill switch), the one error model and how it becomes a
 * response, client identity, and the upstream providers. Imports config, contracts, i18n, knowledge,
 * notifications, prompt, store.
 */
export { NO_STORE_JSON, rejectionResponse, type ApiErrorCode, type ApiRejection } from '@/lib/platform/api-error';
export { checkKillSwitch } from '@/lib/platform/check-kill-switch';
export { checkMediaType } from '@/lib/platform/check-media-type';
export { checkModels } from '@/lib/platform/check-models';
export { checkOrigin } from '@/lib/platform/check-origin';
export { browserSiteLocale, checkSiteLocale } from '@/lib/platform/check-site-locale';
export { clientIdentity } from '@/lib/platform/client-identity';
export { guardJsonRequest } from '@/lib/platform/guard-json-request';
export { createSecretSource } from '@/lib/platform/identity-secret';
export { linkSignals } from '@/lib/platform/link-signals';
export { parseJsonBody } from '@/lib/platform/parse-json-body';
export { createUpstreamModels, type UpstreamModels } from '@/lib/platform/providers';
export { readBodyWithLimit } from '@/lib/platform/read-body';
export { resolveClientAddress } from '@/lib/platform/resolve-client-address';
export { withServerDependencies } from '@/lib/platform/server-dependencies';
export type { ServerDependencies } from '@/lib/platform/server-dependencies-type';
export { localeSchema } from '@/lib/platform/locale-schema';
export type { RequestField, RequestFieldProblem } from '@/lib/platform/request-field';
