/**
 * Embedding the chat on another site (contracts §10): the script `/embed.js` serves and the messages it
 * exchanges with the embedded chat page. Imports contracts, i18n.
 */
export { embedScript, EMBED_PANEL_PATH } from '@/lib/embed/embed-script';
export { embedCopy } from '@/lib/embed/embed-copy';
