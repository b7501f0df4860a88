/**
 * The owner's notifications: the outbox's deliveries to the webhook and to the owner's email, each channel with its
 * own retries, and the retention purge of old visitor requests. Imports config, store.
 */
export { createEmailDispatcher } from '@/lib/notifications/email-outbox';
export { MAX_DELIVERY_ATTEMPTS, createOutboxDispatcher, type OutboxDispatcher } from '@/lib/notifications/outbox-dispatcher';
export { ownerMail, type OwnerEvent } from '@/lib/notifications/owner-mail';
export { createOwnerDispatchers, startVisitorRequestMaintenance } from '@/lib/notifications/visitor-request-maintenance';
export { createWebhookDispatcher, purgeExpiredRequests, signatureOf } from '@/lib/notifications/webhook-outbox';
