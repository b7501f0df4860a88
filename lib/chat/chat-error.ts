import type { Locale } from '@/lib/i18n/locales';

/** Every refusal the API can return before streaming; the code decides the status and the visitor's text. */
export type ChatErrorCode =
  | 'invalid_request'
  | 'forbidden_origin'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'budget_exhausted'
  | 'chat_disabled';

const STATUS_BY_CODE: Record<ChatErrorCode, number> = {
  invalid_request: 400,
  forbidden_origin: 403,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  budget_exhausted: 503,
  chat_disabled: 503,
};

const MESSAGES: Record<ChatErrorCode, Record<Locale, string>> = {
  invalid_request: {
    en: 'That request could not be read. Please write a question of up to 1,500 characters and try again.',
    es: 'No se pudo leer la solicitud. Escribe una pregunta de hasta 1.500 caracteres e inténtalo de nuevo.',
    fr: 'Cette requête est illisible. Écrivez une question de 1 500 caractères au maximum et réessayez.',
    de: 'Die Anfrage konnte nicht gelesen werden. Bitte stellen Sie eine Frage mit höchstens 1.500 Zeichen und versuchen Sie es erneut.',
  },
  forbidden_origin: {
    en: 'This chat only accepts questions sent from this site.',
    es: 'Este chat solo acepta preguntas enviadas desde este sitio.',
    fr: 'Ce chat n’accepte que les questions envoyées depuis ce site.',
    de: 'Dieser Chat nimmt nur Fragen von dieser Website an.',
  },
  payload_too_large: {
    en: 'That message is too long. Please shorten it or clear the conversation and try again.',
    es: 'El mensaje es demasiado largo. Acórtalo o borra la conversación e inténtalo de nuevo.',
    fr: 'Ce message est trop long. Raccourcissez-le ou effacez la conversation, puis réessayez.',
    de: 'Die Nachricht ist zu lang. Bitte kürzen Sie sie oder leeren Sie den Verlauf und versuchen Sie es erneut.',
  },
  unsupported_media_type: {
    en: 'This chat only accepts JSON requests.',
    es: 'Este chat solo acepta solicitudes JSON.',
    fr: 'Ce chat n’accepte que des requêtes JSON.',
    de: 'Dieser Chat akzeptiert nur JSON-Anfragen.',
  },
  rate_limited: {
    en: 'You have asked a lot of questions in a short time. Please wait a moment and try again.',
    es: 'Has hecho muchas preguntas en poco tiempo. Espera un momento e inténtalo de nuevo.',
    fr: 'Vous avez posé beaucoup de questions en peu de temps. Patientez un instant et réessayez.',
    de: 'Sie haben in kurzer Zeit viele Fragen gestellt. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  },
  budget_exhausted: {
    en: 'The chat has reached its limit for today. Please come back tomorrow, or use the contact section.',
    es: 'El chat ha alcanzado su límite de hoy. Vuelve mañana o usa la sección de contacto.',
    fr: 'Le chat a atteint sa limite pour aujourd’hui. Revenez demain ou utilisez la section contact.',
    de: 'Der Chat hat sein Tageslimit erreicht. Bitte kommen Sie morgen wieder oder nutzen Sie den Kontaktbereich.',
  },
  chat_disabled: {
    en: 'The chat is switched off for now. The rest of the site works as usual.',
    es: 'El chat está desactivado por ahora. El resto del sitio funciona con normalidad.',
    fr: 'Le chat est désactivé pour le moment. Le reste du site fonctionne normalement.',
    de: 'Der Chat ist derzeit ausgeschaltet. Der Rest der Website funktioniert wie gewohnt.',
  },
};

/** A typed refusal from a guard, before streaming starts. */
export interface ChatRejection {
  code: ChatErrorCode;
  retryAfterSeconds?: number;
}

/** Builds the JSON error response of the contract: localized text, no internal detail, never cached. */
export function errorResponse({ rejection, locale }: { rejection: ChatRejection; locale: Locale }): Response {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  if (rejection.retryAfterSeconds !== undefined) headers.set('Retry-After', String(Math.max(1, Math.ceil(rejection.retryAfterSeconds))));
  const body = { error: { code: rejection.code, message: MESSAGES[rejection.code][locale] } };
  return new Response(JSON.stringify(body), { status: STATUS_BY_CODE[rejection.code], headers });
}

/** The opaque, localized text shown when an answer fails after streaming started. */
export const STREAM_FAILURE_MESSAGE: Record<Locale, string> = {
  en: 'The answer was interrupted. Please try again in a moment.',
  es: 'La respuesta se interrumpió. Inténtalo de nuevo en un momento.',
  fr: 'La réponse a été interrompue. Réessayez dans un instant.',
  de: 'Die Antwort wurde unterbrochen. Bitte versuchen Sie es gleich noch einmal.',
};
