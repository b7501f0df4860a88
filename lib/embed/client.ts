/**
 * What the browser may load of embed: the embedded chat page's side of the messages with the host page.
 */
export { EMBED_PANEL_SOURCE, parseHostMessage } from '@/lib/embed/embed-messages';
export type { EmbedHostMessage, EmbedPanelMessage } from '@/lib/embed/embed-messages';
