import type { Locale } from '@/lib/i18n/locales';

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
  chatLog: string;
  chatInputLabel: string;
  chatPlaceholder: string;
  chatSend: string;
  chatYou: string;
  chatAssistant: string;
  chatStatus: Record<'ready' | 'submitted' | 'streaming' | 'error', string>;
  chatErrorFallback: string;
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
    chatLog: 'Conversation',
    chatInputLabel: 'Your question',
    chatPlaceholder: 'Ask about my experience, projects or skills…',
    chatSend: 'Send',
    chatYou: 'You',
    chatAssistant: 'Assistant',
    chatStatus: { ready: 'Ready', submitted: 'Sending…', streaming: 'Answering…', error: 'Something went wrong' },
    chatErrorFallback: 'The answer could not be loaded. Please try again.',
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
    chatLog: 'Conversación',
    chatInputLabel: 'Tu pregunta',
    chatPlaceholder: 'Pregunta por mi experiencia, proyectos o habilidades…',
    chatSend: 'Enviar',
    chatYou: 'Tú',
    chatAssistant: 'Asistente',
    chatStatus: { ready: 'Listo', submitted: 'Enviando…', streaming: 'Respondiendo…', error: 'Algo salió mal' },
    chatErrorFallback: 'No se pudo cargar la respuesta. Inténtalo de nuevo.',
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
    chatLog: 'Conversation',
    chatInputLabel: 'Votre question',
    chatPlaceholder: 'Interrogez-moi sur mon expérience, mes projets ou mes compétences…',
    chatSend: 'Envoyer',
    chatYou: 'Vous',
    chatAssistant: 'Assistant',
    chatStatus: { ready: 'Prêt', submitted: 'Envoi…', streaming: 'Réponse en cours…', error: 'Une erreur est survenue' },
    chatErrorFallback: 'La réponse n’a pas pu être chargée. Veuillez réessayer.',
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
    chatLog: 'Unterhaltung',
    chatInputLabel: 'Deine Frage',
    chatPlaceholder: 'Frag nach meiner Erfahrung, meinen Projekten oder Kenntnissen…',
    chatSend: 'Senden',
    chatYou: 'Du',
    chatAssistant: 'Assistent',
    chatStatus: { ready: 'Bereit', submitted: 'Wird gesendet…', streaming: 'Antwort läuft…', error: 'Etwas ist schiefgelaufen' },
    chatErrorFallback: 'Die Antwort konnte nicht geladen werden. Bitte versuche es erneut.',
  },
};

/** The interface copy for one locale. */
export function getMessages({ locale }: { locale: Locale }): UiMessages {
  return MESSAGES[locale];
}
