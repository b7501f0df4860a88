import type { Locale } from '@/lib/i18n/locales';

/** The offline engine's own connecting phrases; every fact they wrap comes from the profile. */
export interface OfflineCopy {
  /** Said first when a question names something the profile never mentions. */
  noRecord: (options: { items: string }) => string;
  employersLead: string;
  relatedSkillsLead: string;
  allSkillsLead: string;
  /** For an unknown thing with nothing related in the profile. */
  askByEmail: (options: { email: string }) => string;
  /** Quotes a fact the profile only has in English, saying so. */
  englishOnly: (options: { text: string }) => string;
  /** End of a current role's year range. */
  present: string;
  /** Short replies to small talk that carries no question, each inviting one. */
  smallTalk: { greeting: string; thanks: string; farewell: string };
}

/** The offline engine's copy in each supported locale. */
export const OFFLINE_COPY: Record<Locale, OfflineCopy> = {
  en: {
    noRecord: ({ items }) => `My profile has no record of ${items}, so I can’t claim it.`,
    employersLead: 'The places I have actually worked:',
    relatedSkillsLead: 'The closest skills I do have:',
    allSkillsLead: 'The skills I do have:',
    askByEmail: ({ email }) => `If it matters to you, email me at ${email}.`,
    englishOnly: ({ text }) => text,
    present: 'present',
    smallTalk: {
      greeting: 'Hi! Ask me anything about my work: my experience, projects, skills or how I work.',
      thanks: 'You’re welcome! Feel free to ask me anything else about my work, projects or experience.',
      farewell: 'Thanks for stopping by! Come back any time with questions about my work.',
    },
  },
  es: {
    noRecord: ({ items }) => `Mi perfil no tiene constancia de ${items}, así que no puedo afirmarlo.`,
    employersLead: 'Los sitios donde sí he trabajado:',
    relatedSkillsLead: 'Las habilidades más cercanas que sí tengo:',
    allSkillsLead: 'Las habilidades que sí tengo:',
    askByEmail: ({ email }) => `Si te importa, escríbeme a ${email}.`,
    englishOnly: ({ text }) => `Mi perfil solo lo tiene en inglés: “${text}”`,
    present: 'la actualidad',
    smallTalk: {
      greeting: '¡Hola! Pregúntame lo que quieras sobre mi trabajo: mi experiencia, mis proyectos, mis habilidades o cómo trabajo.',
      thanks: '¡De nada! Pregúntame lo que quieras sobre mi trabajo, mis proyectos o mi experiencia.',
      farewell: '¡Gracias por pasarte! Vuelve cuando quieras con preguntas sobre mi trabajo.',
    },
  },
  fr: {
    noRecord: ({ items }) => `Mon profil ne contient aucune mention de ${items}, je ne peux donc pas l’affirmer.`,
    employersLead: 'Les entreprises où j’ai réellement travaillé :',
    relatedSkillsLead: 'Les compétences les plus proches que j’ai :',
    allSkillsLead: 'Les compétences que j’ai :',
    askByEmail: ({ email }) => `Si c’est important pour vous, écrivez-moi à ${email}.`,
    englishOnly: ({ text }) => `Mon profil ne l’indique qu’en anglais : « ${text} »`,
    present: 'aujourd’hui',
    smallTalk: {
      greeting: 'Bonjour ! Posez-moi vos questions sur mon travail : mon expérience, mes projets, mes compétences ou ma façon de travailler.',
      thanks: 'Avec plaisir ! N’hésitez pas à me poser d’autres questions sur mon travail, mes projets ou mon expérience.',
      farewell: 'Merci de votre visite ! Revenez quand vous voulez avec vos questions sur mon travail.',
    },
  },
  de: {
    noRecord: ({ items }) => `Mein Profil enthält keinen Eintrag zu ${items}, deshalb kann ich das nicht behaupten.`,
    employersLead: 'Wo ich tatsächlich gearbeitet habe:',
    relatedSkillsLead: 'Die nächstliegenden Fähigkeiten, die ich habe:',
    allSkillsLead: 'Die Fähigkeiten, die ich habe:',
    askByEmail: ({ email }) => `Wenn es Ihnen wichtig ist, schreiben Sie mir an ${email}.`,
    englishOnly: ({ text }) => `Mein Profil hat das nur auf Englisch: „${text}“`,
    present: 'heute',
    smallTalk: {
      greeting: 'Hallo! Fragen Sie mich gern zu meiner Arbeit: meiner Erfahrung, meinen Projekten, meinen Fähigkeiten oder meiner Arbeitsweise.',
      thanks: 'Gern geschehen! Fragen Sie mich gern noch mehr zu meiner Arbeit, meinen Projekten oder meiner Erfahrung.',
      farewell: 'Danke für Ihren Besuch! Kommen Sie gern jederzeit mit Fragen zu meiner Arbeit wieder.',
    },
  },
};
