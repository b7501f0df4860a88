/**
 * The messages the host page (embed.js) and the embedded chat exchange through `postMessage` (contracts §10).
 * Each side accepts a message only from the other's window and origin, and only with the other's `source` tag,
 * so a script of the host page or another frame cannot pass for either.
 */

/** Tag of the messages embed.js sends to the panel. */
export const EMBED_HOST_SOURCE = 'ask-me-host';
/** Tag of the messages the panel sends to embed.js. */
export const EMBED_PANEL_SOURCE = 'ask-me-panel';

/** Host → panel: the visitor opened the panel (the panel then moves focus to its question box). */
export type EmbedHostMessage = { source: typeof EMBED_HOST_SOURCE; type: 'open' };

/**
 * Panel → host: `ready` once the chat can take focus (after the frame's load event, possibly), then `close` for
 * its close button or Esc pressed inside it.
 */
export type EmbedPanelMessage = { source: typeof EMBED_PANEL_SOURCE; type: 'ready' | 'close' };

/** The host's message, or null for anything else that reaches the panel's window. */
export function parseHostMessage(data: unknown): EmbedHostMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { source, type } = data as Record<string, unknown>;
  if (source !== EMBED_HOST_SOURCE || type !== 'open') return null;
  return { source, type };
}
