/**
 * All visitor-facing copy, one dictionary per locale, and the locale plumbing: Accept-Language
 * negotiation, month formatting and grammatical gender. Imports contracts.
 */
export { detectLocale, isUnsupportedLanguage } from '@/lib/i18n/detect-locale';
export { getDictionary } from '@/lib/i18n/dictionary';
export type { ChatCopy, Dictionary, FeedbackCopy, FitPanelCopy, FitTableCopy, RequestCardCopy, UiMessages } from '@/lib/i18n/dictionary';
export { formatMonth, formatMonthRange } from '@/lib/i18n/format-month';
export { GRAMMATICAL_GENDERS, genderFromPronouns } from '@/lib/i18n/grammatical-gender';
export { negotiateLocale } from '@/lib/i18n/negotiate-locale';
