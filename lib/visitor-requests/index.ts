/**
 * Visitor requests to the owner (`/api/requests`, contracts §6): create, read and cancel with the
 * idempotency key, ownership, terminal state and slot checks in that order, the open slots, and the
 * owner's commands. Imports config, contracts, i18n, platform, scheduling, store.
 */
export { handleCancelVisitorRequest } from '@/lib/visitor-requests/cancel-visitor-request';
export { handleCreateVisitorRequest } from '@/lib/visitor-requests/create-visitor-request';
export { handleListSlots } from '@/lib/visitor-requests/list-slots';
export { changeRequestAsOwner, deleteRequestAsOwner, type OwnerAction } from '@/lib/visitor-requests/owner-commands';
export { ownerListing, ownerView } from '@/lib/visitor-requests/owner-listing';
export { publicVisitorRequest } from '@/lib/visitor-requests/public-visitor-request';
export { handleReadVisitorRequest } from '@/lib/visitor-requests/read-visitor-request';
export { REFERENCE_PATTERN } from '@/lib/visitor-requests/visitor-request-secrets';
export { cleanVisitorText, escapeForTerminal, terminalSafeJson } from '@/lib/visitor-requests/visitor-text';
