import type { UIMessageStreamWriter } from 'ai';
import type { ChatUIMessage } from '@/lib/chat/chat-ui-message';
import { createLeakWatch, type LeakCheck, type LeakIndex } from '@/lib/filters';

type ChatChunk = Parameters<UIMessageStreamWriter<ChatUIMessage>['write']>[0];

/** The parts that end an answer stopped by the leak check: the notice the page shows localized, then a normal finish. */
export const LEAK_STOP_PARTS: readonly ChatChunk[] = [
  { type: 'data-notice', data: { notice: 'leak_stopped' } },
  { type: 'finish', finishReason: 'content-filter' },
];

/**
 * Runs a model answer's stream parts through the leak check: text is released as it becomes safe, and a
 * verbatim run of the core prompt ends the text part before any word of the run.
 */
export function createLeakFilter({ index }: { index: LeakIndex }) {
  const watch = createLeakWatch({ index });
  let openTextId: string | null = null;
  // Runs for every text chunk of an answer: one array, no spread copies.
  const textParts = ({ id, check, end }: { id: string; check: LeakCheck; end: boolean }): ChatChunk[] => {
    const parts: ChatChunk[] = [];
    if (check.release !== '') parts.push({ type: 'text-delta', id, delta: check.release });
    if (end || check.leaked) parts.push({ type: 'text-end', id });
    return parts;
  };
  return {
    /** The parts to send in place of `part`, and whether the answer must stop here. */
    filter(part: ChatChunk): { parts: ChatChunk[]; leaked: boolean } {
      if (part.type === 'text-delta') {
        openTextId = part.id;
        const check = watch.push(part.delta);
        return { parts: textParts({ id: part.id, check, end: false }), leaked: check.leaked };
      }
      if (part.type === 'text-end') {
        openTextId = null;
        const check = watch.flush();
        return { parts: textParts({ id: part.id, check, end: true }), leaked: check.leaked };
      }
      // An upstream error ends the text without its end part: what was held back (fewer words than a run) is shown first.
      if (part.type === 'error' && openTextId !== null) {
        const check = watch.flush();
        const held = textParts({ id: openTextId, check, end: check.leaked });
        openTextId = null;
        return { parts: [...held, part], leaked: check.leaked };
      }
      return { parts: [part], leaked: false };
    },
  };
}
