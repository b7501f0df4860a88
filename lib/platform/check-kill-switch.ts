import type { ApiRejection } from '@/lib/platform/api-error';

/** The operator's kill switch: refuse before anything that costs. */
export function checkKillSwitch({ disabled }: { disabled: boolean }): ApiRejection | null {
  return disabled ? { code: 'chat_disabled' } : null;
}
