import type { ServerDependencies } from '@/lib/platform';
import type { VisitorRequestStore } from '@/lib/store';

/**
 * What the chat endpoint reads from the process's dependencies. Without `visitorRequests` (some tests) the
 * open-slots tool reports no open slot.
 */
export type ChatDependencies = Pick<
  ServerDependencies,
  | 'config'
  | 'profile'
  | 'corePrompt'
  | 'classifierPrompt'
  | 'upstream'
  | 'now'
  | 'clock'
  | 'generateRequestId'
  | 'randomBytes'
  | 'writeMetrics'
  | 'admission'
  | 'clientSecret'
  | 'clientAddress'
  | 'reportError'
  | 'answerSlots'
  | 'eventLoopStall'
> & { visitorRequests?: VisitorRequestStore };
