/**
 * The messages the host page (embed.js) and the embedded chat exchange through `postMessage` (contracts §10).
 * Each side accepts a message only from the other's window and origin, and only with the other's `source` tag,
 * so a script of the host page or another frame cannot pass for either.
 */

/** Tag of the messages embed.js sends to the panel. */
export const EMBED_HOST_SOURCE = 'ask-me-host';
/** Tag of the messages the panel sends to embed.js. */
export const EMBED_PANEL_SOURCE = 'ask-me-panel';

/**
 * Host → panel: `open` when the visitor opened the panel (the panel then moves focus to its question box),
 * `layout` when the panel's size changed without that (the host window crossed the phone width, or the visitor
 * enlarged it). `expandable` is false where the panel already takes the screen; `expanded` is its current size.
 */
export type EmbedHostMessage = { source: typeof EMBED_HOST_SOURCE; type: 'open' | 'layout'; expandable: boolean; expanded: boolean };

/**
 * Panel → host: `ready` once the chat can take focus (after the frame's load event, possibly), `close` for its
 * close button or Esc pressed inside it, and `resize` for its enlarge button (a larger panel for a long
 * conversation or a pasted job description).
 */
export type EmbedPanelMessage =
  | { source: typeof EMBED_PANEL_SOURCE; type: 'ready' | 'close' }
  | { source: typeof EMBED_PANEL_SOURCE; type: 'resize'; expanded: boolean };

/** The host's message, or null for anything else that reaches the panel's window. */
export function parseHostMessage(data: unknown): EmbedHostMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { source, type, expandable, expanded } = data as Record<string, unknown>;
  if (source !== EMBED_HOST_SOURCE || (type !== 'open' && type !== 'layout')) return null;
  if (typeof expandable !== 'boolean' || typeof expanded !== 'boolean') return null;
  return { source, type, expandable, expanded };
}
