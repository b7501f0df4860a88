/**
 * What the browser may load of i18n: the language check of the chat page (loaded on demand).
 */
export * from '@/lib/i18n/detect-locale';
