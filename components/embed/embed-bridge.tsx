'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Icon } from '@/components/icons';
import { EMBED_PANEL_SOURCE, parseHostMessage, type EmbedHostMessage, type EmbedPanelMessage } from '@/lib/embed/client';

const subscribeToNothing = () => () => {};

type PanelLayout = Pick<EmbedHostMessage, 'expandable' | 'expanded'>;

const BUTTON_CLASS = 'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-muted hover:text-ink';

/**
 * The embedded chat's side of the conversation with the host page (contracts §10): a close button, Esc, an
 * enlarge toggle where the panel floats, focus on the question box when the panel opens, and links that open in
 * a new tab of this site instead of inside the panel. It answers only the window that frames it, at the origin
 * that window proved in its own message: the page's `frame-ancestors` policy already decides which origins may
 * be that window.
 */
export function EmbedBridge({ closeLabel, enlargeLabel }: { closeLabel: string; enlargeLabel: string }) {
  // False in the server HTML: the page opened on its own (not framed) shows no close button.
  const framed = useSyncExternalStore(subscribeToNothing, () => window.parent !== window, () => false);
  const hostOrigin = useRef<string | null>(null);
  // The host's word on the panel's size: it alone knows whether the panel floats or takes the screen.
  const [layout, setLayout] = useState<PanelLayout | null>(null);

  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      const message = event.source === window.parent ? parseHostMessage(event.data) : null;
      if (!message) return;
      hostOrigin.current = event.origin;
      setLayout({ expandable: message.expandable, expanded: message.expanded });
      if (message.type === 'open') document.getElementById('chat-input')?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.isComposing && !event.defaultPrevented) tellHost({ hostOrigin: hostOrigin.current, message: { source: EMBED_PANEL_SOURCE, type: 'close' } });
    };
    // Capture, before Next's links decide: a link with a target is left to the browser, which opens a new tab.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('target') || link.getAttribute('href')?.startsWith('#')) return;
      link.target = '_blank';
      link.rel = 'noopener';
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('click', onClick, true);
    // Carries nothing but "ready", so it may go out before the host's origin is known: the host then says "open".
    const ready: EmbedPanelMessage = { source: EMBED_PANEL_SOURCE, type: 'ready' };
    window.parent.postMessage(ready, '*');
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('click', onClick, true);
    };
  }, []);

  if (!framed) return null;
  return (
    <>
      {layout?.expandable && (
        <button
          type="button"
          data-testid="embed-enlarge"
          aria-label={enlargeLabel}
          aria-pressed={layout.expanded}
          title={enlargeLabel}
          onClick={() => tellHost({ hostOrigin: hostOrigin.current, message: { source: EMBED_PANEL_SOURCE, type: 'resize', expanded: !layout.expanded } })}
          className={`${BUTTON_CLASS} aria-pressed:bg-surface-muted aria-pressed:text-ink`}
        >
          <Icon name={layout.expanded ? 'shrink' : 'expand'} className="size-5" />
        </button>
      )}
      <button
        type="button"
        data-testid="embed-close"
        aria-label={closeLabel}
        title={closeLabel}
        onClick={() => tellHost({ hostOrigin: hostOrigin.current, message: { source: EMBED_PANEL_SOURCE, type: 'close' } })}
        className={BUTTON_CLASS}
      >
        <Icon name="close" className="size-5" />
      </button>
    </>
  );
}

/** Sends the host page a message; nothing is sent before the host has said who it is. */
function tellHost({ hostOrigin, message }: { hostOrigin: string | null; message: EmbedPanelMessage }) {
  if (hostOrigin === null) return;
  window.parent.postMessage(message, hostOrigin);
}
