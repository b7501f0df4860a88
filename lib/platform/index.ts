/**
 * What every endpoint shares: the dependency container and its single composition root, the HTTP
 * guards (media type, body size, schema, the site's locales, origin, kill switch), the one error model and how it becomes a
 * response, client identity (trusted proxies, the identity key), the health check, the production checks of
 * `npm run doctor`, and the upstream providers. The security headers have their own entry point
 * (`response-headers.ts`, loaded by proxy.ts). Imports config, contracts, i18n, knowledge, notifications,
 * prompt, store.
 */
export { createAnswerSlots, type AnswerSlot, type AnswerSlots } from '@/lib/platform/answer-slots';
export { busyRejection } from '@/lib/platform/busy-rejection';
export { processChatGate, type ChatGate } from '@/lib/platform/chat-gate';
export { NO_STORE_JSON, rejectionResponse, type ApiErrorCode, type ApiRejection } from '@/lib/platform/api-error';
export { checkKillSwitch } from '@/lib/platform/check-kill-switch';
export { checkMediaType } from '@/lib/platform/check-media-type';
export { checkModels } from '@/lib/platform/check-models';
export { allowedOriginsOf, checkOrigin } from '@/lib/platform/check-origin';
export { createClientAddressSource } from '@/lib/platform/client-address-source';
export { deploymentReport, type DeploymentReport } from '@/lib/platform/deployment-checks';
export { browserSiteLocale, checkSiteLocale } from '@/lib/platform/check-site-locale';
export { clientIdentity } from '@/lib/platform/client-identity';
export { createEventLoopStall, type EventLoopStall } from '@/lib/platform/event-loop-stall';
export { guardJsonRequest } from '@/lib/platform/guard-json-request';
export { createSecretSource, DEFAULT_IDENTITY_KEY_FILE, identityKeyPlacement, type IdentityKeyPlacement } from '@/lib/platform/identity-secret';
export { linkSignals } from '@/lib/platform/link-signals';
export { parseJsonBody } from '@/lib/platform/parse-json-body';
export { createUpstreamModels, type UpstreamModels } from '@/lib/platform/providers';
export { readBodyWithLimit } from '@/lib/platform/read-body';
export { normalizeClientAddress } from '@/lib/platform/normalize-client-address';
export { PEER_ADDRESS_HEADER, PEER_PROOF_HEADER, PEER_PROOF_KEY, resolveClientAddress } from '@/lib/platform/resolve-client-address';
export { serveHealth, withServerDependencies } from '@/lib/platform/server-dependencies';
export type { ServerDependencies } from '@/lib/platform/server-dependencies-type';
export { localeSchema } from '@/lib/platform/locale-schema';
export type { RequestField, RequestFieldProblem } from '@/lib/platform/request-field';
