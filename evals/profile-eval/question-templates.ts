import type { Locale } from '@/lib/contracts';

/**
 * How a visitor asks about each kind of profile entry, per locale: the language half of the
 * generated eval. The facts half (names, durations, emails) comes from the profile being tested.
 */
export interface QuestionTemplates {
  whatDidYouDoAt: (company: string) => string;
  howLongAt: (company: string) => string;
  tellMeAboutProject: (name: string) => string;
  skillsIn: (area: string) => string;
  doYouKnow: (skill: string) => string;
  doYouSpeak: (language: string) => string;
  nativeLanguage: string;
  whereDidYouStudy: string;
  openToRoles: string;
  whenCanYouStart: string;
  wouldYouWorkFor: (kind: string) => string;
  howToContact: string;
  whereBased: string;
  yearsOfExperience: string;
  canWeTalkAbout: (topic: string) => string;
  whoAreYou: string;
}

export const QUESTION_TEMPLATES: Record<Locale, QuestionTemplates> = {
  en: {
    whatDidYouDoAt: (company) => `What did you do at ${company}?`,
    howLongAt: (company) => `How long were you at ${company}?`,
    tellMeAboutProject: (name) => `Tell me about ${name}.`,
    skillsIn: (area) => `What are your skills in ${area}?`,
    doYouKnow: (skill) => `Do you know ${skill}?`,
    doYouSpeak: (language) => `Do you speak ${language}?`,
    nativeLanguage: 'What is your mother tongue?',
    whereDidYouStudy: 'Where did you study?',
    openToRoles: 'Are you open to new roles?',
    whenCanYouStart: 'When can you start?',
    wouldYouWorkFor: (kind) => `Would you work for a ${kind} company?`,
    howToContact: 'How can I contact you?',
    whereBased: 'Where are you based?',
    yearsOfExperience: 'How many years of experience do you have?',
    canWeTalkAbout: (topic) => `Can we talk about ${topic}?`,
    whoAreYou: 'Who are you?',
  },
  es: {
    whatDidYouDoAt: (company) => `¿Qué hiciste en ${company}?`,
    howLongAt: (company) => `¿Cuánto tiempo estuviste en ${company}?`,
    tellMeAboutProject: (name) => `Háblame de ${name}.`,
    skillsIn: (area) => `¿Qué habilidades tienes en ${area}?`,
    doYouKnow: (skill) => `¿Conoces ${skill}?`,
    doYouSpeak: (language) => `¿Hablas ${language}?`,
    nativeLanguage: '¿Cuál es tu lengua materna?',
    whereDidYouStudy: '¿Dónde estudiaste?',
    openToRoles: '¿Estás buscando un nuevo puesto?',
    whenCanYouStart: '¿Cuándo puedes empezar?',
    wouldYouWorkFor: (kind) => `¿Trabajarías para una empresa de ${kind}?`,
    howToContact: '¿Cómo puedo contactarte?',
    whereBased: '¿Dónde vives?',
    yearsOfExperience: '¿Cuántos años de experiencia tienes?',
    canWeTalkAbout: (topic) => `¿Podemos hablar de ${topic}?`,
    whoAreYou: '¿Quién eres?',
  },
  fr: {
    whatDidYouDoAt: (company) => `Qu’avez-vous fait chez ${company} ?`,
    howLongAt: (company) => `Combien de temps avez-vous passé chez ${company} ?`,
    tellMeAboutProject: (name) => `Parlez-moi de ${name}.`,
    skillsIn: (area) => `Quelles sont vos compétences en ${area} ?`,
    doYouKnow: (skill) => `Connaissez-vous ${skill} ?`,
    doYouSpeak: (language) => `Parlez-vous ${language} ?`,
    nativeLanguage: 'Quelle est votre langue maternelle ?',
    whereDidYouStudy: 'Où avez-vous étudié ?',
    openToRoles: 'Êtes-vous disponible pour un nouveau poste ?',
    whenCanYouStart: 'Quand pouvez-vous commencer ?',
    wouldYouWorkFor: (kind) => `Travailleriez-vous pour une entreprise de ${kind} ?`,
    howToContact: 'Comment puis-je vous contacter ?',
    whereBased: 'Où habitez-vous ?',
    yearsOfExperience: 'Combien d’années d’expérience avez-vous ?',
    canWeTalkAbout: (topic) => `Pouvons-nous parler de ${topic} ?`,
    whoAreYou: 'Qui êtes-vous ?',
  },
  de: {
    whatDidYouDoAt: (company) => `Was haben Sie bei ${company} gemacht?`,
    howLongAt: (company) => `Wie lange waren Sie bei ${company}?`,
    tellMeAboutProject: (name) => `Erzählen Sie mir von ${name}.`,
    skillsIn: (area) => `Welche Kenntnisse haben Sie im Bereich ${area}?`,
    doYouKnow: (skill) => `Kennen Sie ${skill}?`,
    doYouSpeak: (language) => `Sprechen Sie ${language}?`,
    nativeLanguage: 'Was ist Ihre Muttersprache?',
    whereDidYouStudy: 'Wo haben Sie studiert?',
    openToRoles: 'Sind Sie offen für eine neue Stelle?',
    whenCanYouStart: 'Ab wann sind Sie verfügbar?',
    wouldYouWorkFor: (kind) => `Würden Sie für ein Unternehmen im Bereich ${kind} arbeiten?`,
    howToContact: 'Wie kann ich Sie kontaktieren?',
    whereBased: 'Wo wohnen Sie?',
    yearsOfExperience: 'Wie viele Jahre Berufserfahrung haben Sie?',
    canWeTalkAbout: (topic) => `Können wir über ${topic} sprechen?`,
    whoAreYou: 'Wer sind Sie?',
  },
};
