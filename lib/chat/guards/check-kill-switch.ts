import type { ChatRejection } from '@/lib/chat/chat-error';

/** The operator's kill switch: refuse before anything that costs. */
export function checkKillSwitch({ disabled }: { disabled: boolean }): ChatRejection | null {
  return disabled ? { code: 'chat_disabled' } : null;
}
