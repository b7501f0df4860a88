import type { Locale } from '@/lib/i18n/locales';

/**
 * Copy of the chat page. Placeholders in braces (`{seconds}`, `{language}`, `{count}`, `{max}`, `{text}`)
 * are filled on the client; values stay plain strings so the copy crosses the server/client boundary.
 */
export interface ChatCopy {
  log: string;
  inputLabel: string;
  placeholder: string;
  shortcutHint: string;
  counter: string;
  send: string;
  stop: string;
  you: string;
  assistant: string;
  status: Record<'ready' | 'submitted' | 'streaming' | 'error', string>;
  clear: string;
  copy: string;
  copied: string;
  /** Shown when the browser offers no clipboard (plain http) or refuses it. */
  copyUnavailable: string;
  retry: string;
  suggestionsTitle: string;
  sources: string;
  modeOffline: string;
  modeLocal: string;
  incomplete: string;
  stopped: string;
  answerAnnouncement: string;
  confidentialNote: string;
  languageCardTitle: string;
  languageCardBody: string;
  languageSwitch: string;
  languageStay: string;
  errorRateLimited: string;
  errorRateLimitedNoWait: string;
  errorBudgetExhausted: string;
  errorChatDisabled: string;
  errorTooLong: string;
  errorOffline: string;
  errorInterrupted: string;
  errorFallback: string;
}

/** Interface copy of the pages, one entry per supported locale (profile content lives in the profile). */
export interface UiMessages {
  skipToContent: string;
  primaryNavigation: string;
  languageSwitcher: string;
  introduction: string;
  experience: string;
  skills: string;
  projects: string;
  about: string;
  contact: string;
  languages: string;
  education: string;
  workingStyle: string;
  strengths: string;
  stack: string;
  present: string;
  builtAt: string;
  emailMe: string;
  availability: string;
  availableFrom: string;
  askMe: string;
  askMeDescription: string;
  sampleNotice: string;
  chatTitle: string;
  backToPortfolio: string;
  /** Copy of the chat page's interactive part (passed to the client component, so strings only). */
  chat: ChatCopy;
}

const MESSAGES: Record<Locale, UiMessages> = {
  en: {
    skipToContent: 'Skip to content',
    primaryNavigation: 'Sections',
    languageSwitcher: 'Language',
    introduction: 'Introduction',
    experience: 'Experience',
    skills: 'Skills',
    projects: 'Projects',
    about: 'About',
    contact: 'Contact',
    languages: 'Languages',
    education: 'Education',
    workingStyle: 'Working style',
    strengths: 'Strengths',
    stack: 'Stack',
    present: 'present',
    builtAt: 'Built at',
    emailMe: 'Email',
    availability: 'Availability',
    availableFrom: 'from',
    askMe: 'Ask me anything',
    askMeDescription: 'An AI assistant answers questions about my work from this profile.',
    sampleNotice: 'Sample profile: fictional person',
    chatTitle: 'Ask me',
    backToPortfolio: 'Back to the portfolio',
    chat: {
      log: 'Conversation',
      inputLabel: 'Your question',
      placeholder: 'Ask about my experience, projects or skills…',
      shortcutHint: 'Enter sends, Shift+Enter adds a new line.',
      counter: '{count} of {max} characters',
      send: 'Send',
      stop: 'Stop',
      you: 'You',
      assistant: 'Assistant',
      status: { ready: 'Ready', submitted: 'Sending…', streaming: 'Answering…', error: 'Something went wrong' },
      clear: 'Clear conversation',
      copy: 'Copy answer',
      copied: 'Copied',
      copyUnavailable: 'Copy is not available here: select the text instead',
      retry: 'Try again',
      suggestionsTitle: 'You could ask',
      sources: 'Sources',
      modeOffline: 'Offline answer: composed from the profile by the built-in engine, without the AI model.',
      modeLocal: 'Automatic reply from a built-in rule, not from the AI model.',
      incomplete: 'Incomplete: this answer was interrupted.',
      stopped: 'Stopped: you ended this answer early.',
      answerAnnouncement: 'New answer: {text}',
      confidentialNote: 'Please don’t share confidential or personal data here, such as passwords, card numbers or health details.',
      languageCardTitle: 'Switch language?',
      languageCardBody: 'Your message looks like {language}. You can continue on the {language} page, where your question is sent straight away, or stay here.',
      languageSwitch: 'Switch to {language}',
      languageStay: 'Continue in English',
      errorRateLimited: 'You’ve asked a lot of questions in a short time. Please wait {seconds} seconds, then try again.',
      errorRateLimitedNoWait: 'You’ve asked a lot of questions in a short time. Please wait a moment, then try again.',
      errorBudgetExhausted: 'The chat has reached its limit for today. Please come back tomorrow, or use the contact section of the portfolio.',
      errorChatDisabled: 'The chat is switched off for now. The portfolio page still has every detail and a way to get in touch.',
      errorTooLong: 'That message or conversation is too long. Shorten your question, or clear the conversation, then try again.',
      errorOffline: 'You seem to be offline. Check your connection, then try again.',
      errorInterrupted: 'The answer was interrupted. What arrived is kept and marked incomplete; try again for the full answer.',
      errorFallback: 'The answer could not be loaded. Please try again.',
    },
  },
  es: {
    skipToContent: 'Saltar al contenido',
    primaryNavigation: 'Secciones',
    languageSwitcher: 'Idioma',
    introduction: 'Presentación',
    experience: 'Experiencia',
    skills: 'Habilidades',
    projects: 'Proyectos',
    about: 'Sobre mí',
    contact: 'Contacto',
    languages: 'Idiomas',
    education: 'Formación',
    workingStyle: 'Forma de trabajar',
    strengths: 'Fortalezas',
    stack: 'Tecnologías',
    present: 'actualidad',
    builtAt: 'Hecho en',
    emailMe: 'Correo',
    availability: 'Disponibilidad',
    availableFrom: 'desde',
    askMe: 'Pregúntame lo que quieras',
    askMeDescription: 'Un asistente de IA responde preguntas sobre mi trabajo a partir de este perfil.',
    sampleNotice: 'Perfil de ejemplo: persona ficticia',
    chatTitle: 'Pregúntame',
    backToPortfolio: 'Volver al portafolio',
    chat: {
      log: 'Conversación',
      inputLabel: 'Tu pregunta',
      placeholder: 'Pregunta por mi experiencia, proyectos o habilidades…',
      shortcutHint: 'Intro envía, Mayús+Intro añade una línea nueva.',
      counter: '{count} de {max} caracteres',
      send: 'Enviar',
      stop: 'Detener',
      you: 'Tú',
      assistant: 'Asistente',
      status: { ready: 'Listo', submitted: 'Enviando…', streaming: 'Respondiendo…', error: 'Algo salió mal' },
      clear: 'Borrar la conversación',
      copy: 'Copiar la respuesta',
      copied: 'Copiada',
      copyUnavailable: 'No se puede copiar aquí: selecciona el texto',
      retry: 'Reintentar',
      suggestionsTitle: 'Podrías preguntar',
      sources: 'Fuentes',
      modeOffline: 'Respuesta sin conexión: redactada a partir del perfil por el motor integrado, sin el modelo de IA.',
      modeLocal: 'Respuesta automática de una regla integrada, no del modelo de IA.',
      incomplete: 'Incompleta: esta respuesta se interrumpió.',
      stopped: 'Detenida: terminaste esta respuesta antes de tiempo.',
      answerAnnouncement: 'Nueva respuesta: {text}',
      confidentialNote: 'Por favor, no compartas aquí datos confidenciales o personales, como contraseñas, números de tarjeta o datos de salud.',
      languageCardTitle: '¿Cambiar de idioma?',
      languageCardBody: 'Tu mensaje parece estar en {language}. Puedes continuar en la página en {language}, donde tu pregunta se envía enseguida, o quedarte aquí.',
      languageSwitch: 'Cambiar a {language}',
      languageStay: 'Seguir en español',
      errorRateLimited: 'Has hecho muchas preguntas en poco tiempo. Espera {seconds} segundos y vuelve a intentarlo.',
      errorRateLimitedNoWait: 'Has hecho muchas preguntas en poco tiempo. Espera un momento y vuelve a intentarlo.',
      errorBudgetExhausted: 'El chat ha alcanzado su límite de hoy. Vuelve mañana o usa la sección de contacto del portafolio.',
      errorChatDisabled: 'El chat está desactivado por ahora. La página del portafolio sigue teniendo todos los detalles y una forma de contactar.',
      errorTooLong: 'El mensaje o la conversación es demasiado largo. Acorta tu pregunta o borra la conversación y vuelve a intentarlo.',
      errorOffline: 'Parece que no tienes conexión. Revisa tu conexión y vuelve a intentarlo.',
      errorInterrupted: 'La respuesta se interrumpió. Lo recibido se conserva marcado como incompleto; reintenta para obtener la respuesta completa.',
      errorFallback: 'No se pudo cargar la respuesta. Inténtalo de nuevo.',
    },
  },
  fr: {
    skipToContent: 'Aller au contenu',
    primaryNavigation: 'Sections',
    languageSwitcher: 'Langue',
    introduction: 'Présentation',
    experience: 'Expérience',
    skills: 'Compétences',
    projects: 'Projets',
    about: 'À propos',
    contact: 'Contact',
    languages: 'Langues',
    education: 'Formation',
    workingStyle: 'Façon de travailler',
    strengths: 'Points forts',
    stack: 'Technologies',
    present: 'aujourd’hui',
    builtAt: 'Réalisé chez',
    emailMe: 'E-mail',
    availability: 'Disponibilité',
    availableFrom: 'à partir de',
    askMe: 'Posez-moi vos questions',
    askMeDescription: 'Un assistant IA répond aux questions sur mon travail à partir de ce profil.',
    sampleNotice: 'Profil d’exemple : personne fictive',
    chatTitle: 'Posez-moi une question',
    backToPortfolio: 'Retour au portfolio',
    chat: {
      log: 'Conversation',
      inputLabel: 'Votre question',
      placeholder: 'Interrogez-moi sur mon expérience, mes projets ou mes compétences…',
      shortcutHint: 'Entrée envoie, Maj+Entrée ajoute une ligne.',
      counter: '{count} sur {max} caractères',
      send: 'Envoyer',
      stop: 'Arrêter',
      you: 'Vous',
      assistant: 'Assistant',
      status: { ready: 'Prêt', submitted: 'Envoi…', streaming: 'Réponse en cours…', error: 'Une erreur est survenue' },
      clear: 'Effacer la conversation',
      copy: 'Copier la réponse',
      copied: 'Copiée',
      copyUnavailable: 'Copie impossible ici : sélectionnez le texte',
      retry: 'Réessayer',
      suggestionsTitle: 'Vous pourriez demander',
      sources: 'Sources',
      modeOffline: 'Réponse hors ligne : rédigée à partir du profil par le moteur intégré, sans le modèle d’IA.',
      modeLocal: 'Réponse automatique d’une règle intégrée, pas du modèle d’IA.',
      incomplete: 'Incomplète : cette réponse a été interrompue.',
      stopped: 'Arrêtée : vous avez interrompu cette réponse.',
      answerAnnouncement: 'Nouvelle réponse : {text}',
      confidentialNote: 'Merci de ne pas partager ici de données confidentielles ou personnelles, comme des mots de passe, des numéros de carte ou des informations de santé.',
      languageCardTitle: 'Changer de langue ?',
      languageCardBody: 'Votre message semble être en {language}. Vous pouvez continuer sur la page en {language}, où votre question sera envoyée aussitôt, ou rester ici.',
      languageSwitch: 'Passer en {language}',
      languageStay: 'Continuer en français',
      errorRateLimited: 'Vous avez posé beaucoup de questions en peu de temps. Patientez {seconds} secondes, puis réessayez.',
      errorRateLimitedNoWait: 'Vous avez posé beaucoup de questions en peu de temps. Patientez un instant, puis réessayez.',
      errorBudgetExhausted: 'Le chat a atteint sa limite pour aujourd’hui. Revenez demain ou utilisez la section contact du portfolio.',
      errorChatDisabled: 'Le chat est désactivé pour le moment. La page du portfolio contient toujours tous les détails et un moyen de me contacter.',
      errorTooLong: 'Ce message ou cette conversation est trop long. Raccourcissez votre question ou effacez la conversation, puis réessayez.',
      errorOffline: 'Vous semblez hors ligne. Vérifiez votre connexion, puis réessayez.',
      errorInterrupted: 'La réponse a été interrompue. Ce qui est arrivé est conservé et marqué incomplet ; réessayez pour obtenir la réponse complète.',
      errorFallback: 'La réponse n’a pas pu être chargée. Veuillez réessayer.',
    },
  },
  de: {
    skipToContent: 'Zum Inhalt springen',
    primaryNavigation: 'Abschnitte',
    languageSwitcher: 'Sprache',
    introduction: 'Vorstellung',
    experience: 'Berufserfahrung',
    skills: 'Kenntnisse',
    projects: 'Projekte',
    about: 'Über mich',
    contact: 'Kontakt',
    languages: 'Sprachen',
    education: 'Ausbildung',
    workingStyle: 'Arbeitsweise',
    strengths: 'Stärken',
    stack: 'Technologien',
    present: 'heute',
    builtAt: 'Entstanden bei',
    emailMe: 'E-Mail',
    availability: 'Verfügbarkeit',
    availableFrom: 'ab',
    askMe: 'Frag mich etwas',
    askMeDescription: 'Ein KI-Assistent beantwortet Fragen zu meiner Arbeit auf Grundlage dieses Profils.',
    sampleNotice: 'Beispielprofil: fiktive Person',
    chatTitle: 'Frag mich',
    backToPortfolio: 'Zurück zum Portfolio',
    chat: {
      log: 'Unterhaltung',
      inputLabel: 'Deine Frage',
      placeholder: 'Frag nach meiner Erfahrung, meinen Projekten oder Kenntnissen…',
      shortcutHint: 'Enter sendet, Umschalt+Enter fügt eine neue Zeile ein.',
      counter: '{count} von {max} Zeichen',
      send: 'Senden',
      stop: 'Stoppen',
      you: 'Du',
      assistant: 'Assistent',
      status: { ready: 'Bereit', submitted: 'Wird gesendet…', streaming: 'Antwort läuft…', error: 'Etwas ist schiefgelaufen' },
      clear: 'Unterhaltung löschen',
      copy: 'Antwort kopieren',
      copied: 'Kopiert',
      copyUnavailable: 'Kopieren ist hier nicht möglich: Text bitte markieren',
      retry: 'Erneut versuchen',
      suggestionsTitle: 'Du könntest fragen',
      sources: 'Quellen',
      modeOffline: 'Offline-Antwort: von der eingebauten Engine aus dem Profil erstellt, ohne das KI-Modell.',
      modeLocal: 'Automatische Antwort einer eingebauten Regel, nicht des KI-Modells.',
      incomplete: 'Unvollständig: Diese Antwort wurde unterbrochen.',
      stopped: 'Gestoppt: Du hast diese Antwort vorzeitig beendet.',
      answerAnnouncement: 'Neue Antwort: {text}',
      confidentialNote: 'Bitte teile hier keine vertraulichen oder persönlichen Daten wie Passwörter, Kartennummern oder Gesundheitsangaben.',
      languageCardTitle: 'Sprache wechseln?',
      languageCardBody: 'Deine Nachricht scheint auf {language} zu sein. Du kannst auf der Seite auf {language} weitermachen, wo deine Frage sofort gesendet wird, oder hier bleiben.',
      languageSwitch: 'Zu {language} wechseln',
      languageStay: 'Auf Deutsch weiter',
      errorRateLimited: 'Du hast in kurzer Zeit viele Fragen gestellt. Bitte warte {seconds} Sekunden und versuche es dann erneut.',
      errorRateLimitedNoWait: 'Du hast in kurzer Zeit viele Fragen gestellt. Bitte warte einen Moment und versuche es dann erneut.',
      errorBudgetExhausted: 'Der Chat hat sein Tageslimit erreicht. Komm morgen wieder oder nutze den Kontaktbereich des Portfolios.',
      errorChatDisabled: 'Der Chat ist derzeit ausgeschaltet. Die Portfolioseite enthält weiterhin alle Details und einen Weg zum Kontakt.',
      errorTooLong: 'Die Nachricht oder die Unterhaltung ist zu lang. Kürze deine Frage oder lösche die Unterhaltung und versuche es erneut.',
      errorOffline: 'Du scheinst offline zu sein. Prüfe deine Verbindung und versuche es dann erneut.',
      errorInterrupted: 'Die Antwort wurde unterbrochen. Was angekommen ist, bleibt als unvollständig markiert erhalten; versuche es erneut für die ganze Antwort.',
      errorFallback: 'Die Antwort konnte nicht geladen werden. Bitte versuche es erneut.',
    },
  },
};

/** The interface copy for one locale. */
export function getMessages({ locale }: { locale: Locale }): UiMessages {
  return MESSAGES[locale];
}
