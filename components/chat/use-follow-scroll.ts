import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** How close (px) the end of the chat may be below the viewport and still count as "reading the newest text". */
const PINNED_SLACK_PX = 96;

function overshoot(end: HTMLElement): number {
  return end.getBoundingClientRect().bottom - window.innerHeight;
}

/**
 * Keeps the end of the chat (`end`: the composer's container) at the bottom of the viewport while `content`
 * changes, and when `phase` changes (a finished answer grows its sources and actions), unless the visitor
 * scrolled up to read; scrolling back down resumes following, and so does the returned function (call it
 * when the visitor sends). Nothing moves while `active` is false (an empty chat keeps its introduction in
 * view). Jumps instantly, so streaming never animates the page.
 */
export function useFollowScroll({ end, content, phase, active }: { end: RefObject<HTMLElement | null>; content: unknown; phase: string; active: boolean }): () => void {
  const pinned = useRef(true);
  useEffect(() => {
    let lastY = window.scrollY;
    // Only an upward scroll unpins: growing text moves the end away without any scroll of the visitor's.
    const update = () => {
      const y = window.scrollY;
      const element = end.current;
      if (element && overshoot(element) <= PINNED_SLACK_PX) pinned.current = true;
      else if (y < lastY) pinned.current = false;
      lastY = y;
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [end]);
  useEffect(() => {
    const element = end.current;
    if (!active || !pinned.current || !element) return;
    const distance = overshoot(element);
    if (distance > 0) window.scrollTo({ top: window.scrollY + distance, behavior: 'instant' });
  }, [end, content, phase, active]);
  // Asking a question means wanting its answer: following resumes.
  return useCallback(() => {
    pinned.current = true;
  }, []);
}
