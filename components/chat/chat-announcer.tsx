import { useState } from 'react';

/** Counted so that an answer identical to the previous one still replaces the live region's content and is announced. */
export interface Announcement {
  count: number;
  text: string;
}

/** What the announcer says: `announce` a completed answer, `silence` it when the chat is cleared. */
export function useAnnouncement() {
  const [announcement, setAnnouncement] = useState<Announcement>({ count: 0, text: '' });
  return {
    announcement,
    announce: (text: string) => setAnnouncement(({ count }) => ({ count: count + 1, text })),
    silence: () => setAnnouncement(({ count }) => ({ count, text: '' })),
  };
}

/** The live region that reads each completed answer to screen readers (the streaming text itself is not announced). */
export function ChatAnnouncer({ announcement }: { announcement: Announcement }) {
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="chat-announcer" className="sr-only">
      <p key={announcement.count}>{announcement.text}</p>
    </div>
  );
}
