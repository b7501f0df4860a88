import type { Locale } from '@/lib/i18n/locales';
import { VISITOR_REQUEST_LIMITS, type RequestStatus } from '@/lib/requests/visitor-request-limits';

/** How each status is named in a sentence ("This request is already {status}."). */
export const REQUEST_STATUS_NAMES: Record<Locale, Record<RequestStatus, string>> = {
  en: { requested: 'requested', confirmed: 'confirmed', declined: 'declined', cancelled: 'cancelled' },
  es: { requested: 'solicitada', confirmed: 'confirmada', declined: 'rechazada', cancelled: 'cancelada' },
  fr: { requested: 'envoyée', confirmed: 'confirmée', declined: 'refusée', cancelled: 'annulée' },
  de: { requested: 'angefragt', confirmed: 'bestätigt', declined: 'abgelehnt', cancelled: 'storniert' },
};

/** Visitor-facing error texts; `{status}` and `{max}` are filled in. */
const MESSAGES = {
  invalid_request: {
    en: 'Please check the form: your name, a valid email address, a message of up to {max} characters and your consent.',
    es: 'Revisa el formulario: tu nombre, un email válido, un mensaje de hasta {max} caracteres y tu consentimiento.',
    fr: 'Vérifiez le formulaire : votre nom, une adresse e-mail valide, un message de {max} caractères au maximum et votre consentement.',
    de: 'Bitte prüfen Sie das Formular: Ihren Namen, eine gültige E-Mail-Adresse, eine Nachricht mit höchstens {max} Zeichen und Ihre Einwilligung.',
  },
  invalid_idempotency_key: {
    en: 'This request could not be sent safely. Please reload the page and try again.',
    es: 'No se pudo enviar esta solicitud de forma segura. Recarga la página e inténtalo de nuevo.',
    fr: 'Cette demande n’a pas pu être envoyée en toute sécurité. Rechargez la page et réessayez.',
    de: 'Diese Anfrage konnte nicht sicher gesendet werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  },
  payload_too_large: {
    en: 'That request is too long. Please shorten your message and try again.',
    es: 'La solicitud es demasiado larga. Acorta tu mensaje e inténtalo de nuevo.',
    fr: 'Cette demande est trop longue. Raccourcissez votre message et réessayez.',
    de: 'Die Anfrage ist zu lang. Bitte kürzen Sie Ihre Nachricht und versuchen Sie es erneut.',
  },
  unsupported_media_type: {
    en: 'This form only accepts JSON requests.',
    es: 'Este formulario solo acepta solicitudes JSON.',
    fr: 'Ce formulaire n’accepte que des requêtes JSON.',
    de: 'Dieses Formular akzeptiert nur JSON-Anfragen.',
  },
  slot_past: {
    en: 'That time has already passed. Please pick another slot.',
    es: 'Esa hora ya ha pasado. Elige otro hueco.',
    fr: 'Ce créneau est déjà passé. Choisissez-en un autre.',
    de: 'Dieser Termin liegt bereits in der Vergangenheit. Bitte wählen Sie einen anderen.',
  },
  slot_too_soon: {
    en: 'That time is too soon to book. Please pick a later slot.',
    es: 'Esa hora es demasiado pronto para reservarla. Elige un hueco más adelante.',
    fr: 'Ce créneau est trop proche pour être réservé. Choisissez-en un plus tard.',
    de: 'Dieser Termin ist zu kurzfristig. Bitte wählen Sie einen späteren.',
  },
  slot_not_offered: {
    en: 'That time is not offered. Please pick one of the listed slots.',
    es: 'Esa hora no está disponible. Elige uno de los huecos de la lista.',
    fr: 'Ce créneau n’est pas proposé. Choisissez l’un des créneaux de la liste.',
    de: 'Dieser Termin wird nicht angeboten. Bitte wählen Sie einen der aufgeführten Termine.',
  },
  slot_taken: {
    en: 'Someone has just booked that time. Please pick another slot.',
    es: 'Alguien acaba de reservar esa hora. Elige otro hueco.',
    fr: 'Quelqu’un vient de réserver ce créneau. Choisissez-en un autre.',
    de: 'Dieser Termin wurde gerade vergeben. Bitte wählen Sie einen anderen.',
  },
  intro_calls_unavailable: {
    en: 'Intro calls are not offered right now. You can leave a message instead.',
    es: 'Ahora mismo no se ofrecen llamadas de presentación. Puedes dejar un mensaje.',
    fr: 'Les appels de présentation ne sont pas proposés pour le moment. Vous pouvez laisser un message.',
    de: 'Kennenlerngespräche werden derzeit nicht angeboten. Sie können stattdessen eine Nachricht hinterlassen.',
  },
  terminal_state: {
    en: 'This request is already {status} and can no longer change.',
    es: 'Esta solicitud ya está {status} y no puede cambiar.',
    fr: 'Cette demande est déjà {status} et ne peut plus changer.',
    de: 'Diese Anfrage ist bereits {status} und kann nicht mehr geändert werden.',
  },
  request_not_found: {
    en: 'There is no request with that reference. It may have been deleted.',
    es: 'No hay ninguna solicitud con esa referencia. Puede que se haya eliminado.',
    fr: 'Aucune demande ne porte cette référence. Elle a peut-être été supprimée.',
    de: 'Es gibt keine Anfrage mit dieser Referenz. Vielleicht wurde sie gelöscht.',
  },
  forbidden_origin: {
    en: 'Requests are only accepted from this site.',
    es: 'Solo se aceptan solicitudes enviadas desde este sitio.',
    fr: 'Seules les demandes envoyées depuis ce site sont acceptées.',
    de: 'Anfragen werden nur von dieser Website angenommen.',
  },
  not_owner: {
    en: 'Only the browser that sent this request can view or cancel it.',
    es: 'Solo el navegador que envió esta solicitud puede verla o cancelarla.',
    fr: 'Seul le navigateur qui a envoyé cette demande peut la consulter ou l’annuler.',
    de: 'Nur der Browser, der diese Anfrage gesendet hat, kann sie ansehen oder stornieren.',
  },
  idempotency_key_reused: {
    en: 'This conflicts with a request you already sent. Please reload the page and try again.',
    es: 'Esto choca con una solicitud que ya enviaste. Recarga la página e inténtalo de nuevo.',
    fr: 'Cela entre en conflit avec une demande déjà envoyée. Rechargez la page et réessayez.',
    de: 'Das widerspricht einer bereits gesendeten Anfrage. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  },
  rate_limited: {
    en: 'You have sent several requests today. Please try again later.',
    es: 'Hoy ya has enviado varias solicitudes. Inténtalo más tarde.',
    fr: 'Vous avez déjà envoyé plusieurs demandes aujourd’hui. Réessayez plus tard.',
    de: 'Sie haben heute bereits mehrere Anfragen gesendet. Bitte versuchen Sie es später erneut.',
  },
  store_unavailable: {
    en: 'Requests cannot be saved right now, so nothing was sent. Please try again in a few minutes.',
    es: 'Ahora mismo no se pueden guardar solicitudes, así que no se ha enviado nada. Inténtalo de nuevo en unos minutos.',
    fr: 'Les demandes ne peuvent pas être enregistrées pour le moment : rien n’a été envoyé. Réessayez dans quelques minutes.',
    de: 'Anfragen können gerade nicht gespeichert werden, daher wurde nichts gesendet. Bitte versuchen Sie es in einigen Minuten erneut.',
  },
  chat_disabled: {
    en: 'Requests are switched off for now. The portfolio page still shows how to get in touch.',
    es: 'Las solicitudes están desactivadas por ahora. La página del portfolio sigue mostrando cómo contactar.',
    fr: 'Les demandes sont désactivées pour le moment. La page du portfolio indique toujours comment me contacter.',
    de: 'Anfragen sind derzeit ausgeschaltet. Die Portfolio-Seite zeigt weiterhin, wie Sie Kontakt aufnehmen können.',
  },
} satisfies Record<string, Record<Locale, string>>;

/** Every error code of the request API (its type and status live in request-error.ts). */
export type RequestErrorCode = keyof typeof MESSAGES;

/** The localized text of an error, with the current status and the message limit filled in. */
export function requestErrorMessage({ code, locale, currentStatus }: { code: RequestErrorCode; locale: Locale; currentStatus?: RequestStatus }): string {
  const max = new Intl.NumberFormat(locale).format(VISITOR_REQUEST_LIMITS.maxMessageChars);
  const status = currentStatus ? REQUEST_STATUS_NAMES[locale][currentStatus] : '';
  return MESSAGES[code][locale].replace('{max}', max).replace('{status}', status);
}
