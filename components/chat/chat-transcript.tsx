import type { ReactNode } from 'react';
import { ChatMessage } from '@/components/chat/chat-message';
import type { Interruption } from '@/components/chat/chat-storage';
import type { LatestFollowUps } from '@/components/chat/latest-follow-ups';
import { SuggestedQuestions } from '@/components/chat/suggested-questions';
import type { ChatUIMessage } from '@/lib/chat';
import type { ChatCopy } from '@/lib/i18n';

/** The conversation as one list; `streamingId` is the answer still arriving, `followUps` go under their answer. */
export function ChatTranscript({ messages, copy, streamingId, interruptions, feedbackFor, followUps, onAskFollowUp }: {
  messages: ChatUIMessage[];
  copy: ChatCopy;
  streamingId: string | null;
  interruptions: Record<string, Interruption>;
  feedbackFor: (message: ChatUIMessage) => ReactNode;
  followUps: LatestFollowUps;
  onAskFollowUp: (question: string) => void;
}) {
  return (
    <ol aria-label={copy.log} data-testid="chat-log" className="flex flex-col gap-6">
      {messages.map((message) => (
        <ChatMessage
          key={message.id}
          message={message}
          copy={copy}
          streaming={message.id === streamingId}
          interruption={interruptions[message.id]}
          feedback={feedbackFor(message)}
          followUps={message === followUps.answer && followUps.questions.length > 0 ? <SuggestedQuestions variant="followUps" title={copy.followUpsTitle} questions={followUps.questions} onChoose={onAskFollowUp} /> : undefined}
        />
      ))}
    </ol>
  );
}
