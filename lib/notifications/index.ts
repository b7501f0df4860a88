/**
 * The owner's notifications: the outbox's deliveries to the webhook with retries, and the
 * retention purge of old visitor requests. Imports config, store.
 */
export { startVisitorRequestMaintenance } from '@/lib/notifications/visitor-request-maintenance';
export { MAX_DELIVERY_ATTEMPTS, createWebhookDispatcher, purgeExpiredRequests } from '@/lib/notifications/webhook-outbox';
