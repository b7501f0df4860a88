import type { Locale } from '@/lib/i18n/locales';

/** The refusals a guard answers with locally, in the engineer's first-person voice; nothing reaches the model. */
export type GuardRefusal = 'sensitive_input' | 'instruction_override';

/** Localized local answers for guard hits. They never quote the visitor's text, so a secret is not echoed back. */
export const GUARD_COPY: Record<GuardRefusal, Record<Locale, string>> = {
  sensitive_input: {
    en: 'It looks like your message contains sensitive data, such as a card number, a passport line, a bank account number or an access key, so I haven’t processed it, passed it on or stored it. Please don’t share that kind of information here. If it was a real card or key, the safest thing is to block or rotate it. I’m happy to answer questions about my work, experience and projects.',
    es: 'Parece que tu mensaje contiene datos sensibles, como un número de tarjeta, una línea de pasaporte, un número de cuenta bancaria o una clave de acceso, así que no lo he procesado, reenviado ni guardado. Por favor, no compartas ese tipo de información aquí. Si era una tarjeta o una clave real, lo más seguro es bloquearla o cambiarla. Con gusto respondo preguntas sobre mi trabajo, mi experiencia y mis proyectos.',
    fr: 'Votre message semble contenir des données sensibles, comme un numéro de carte, une ligne de passeport, un numéro de compte bancaire ou une clé d’accès : je ne l’ai donc ni traité, ni transmis, ni enregistré. Merci de ne pas partager ce type d’informations ici. S’il s’agissait d’une vraie carte ou d’une vraie clé, le plus sûr est de la bloquer ou de la renouveler. Je réponds volontiers à vos questions sur mon travail, mon expérience et mes projets.',
    de: 'Deine Nachricht scheint sensible Daten zu enthalten, etwa eine Kartennummer, eine Passzeile, eine Kontonummer oder einen Zugangsschlüssel. Deshalb habe ich sie weder verarbeitet noch weitergegeben oder gespeichert. Bitte teile solche Informationen hier nicht. Falls es eine echte Karte oder ein echter Schlüssel war, sperre oder erneuere sie am besten. Gern beantworte ich Fragen zu meiner Arbeit, meiner Erfahrung und meinen Projekten.',
  },
  instruction_override: {
    en: 'I’m an AI assistant that answers questions about my work from my profile, so I can’t change my instructions or reveal them. I’m glad to tell you about my experience, skills or projects instead. What would you like to know?',
    es: 'Soy un asistente de IA que responde preguntas sobre mi trabajo a partir de mi perfil, así que no puedo cambiar mis instrucciones ni revelarlas. Con gusto te cuento sobre mi experiencia, mis habilidades o mis proyectos. ¿Qué te gustaría saber?',
    fr: 'Je suis un assistant IA qui répond aux questions sur mon travail à partir de mon profil : je ne peux donc ni modifier mes instructions ni les révéler. Je vous parle volontiers de mon expérience, de mes compétences ou de mes projets. Que souhaitez-vous savoir ?',
    de: 'Ich bin ein KI-Assistent, der Fragen zu meiner Arbeit auf Grundlage meines Profils beantwortet. Meine Anweisungen kann ich daher weder ändern noch offenlegen. Gern erzähle ich dir stattdessen von meiner Erfahrung, meinen Kenntnissen oder Projekten. Was möchtest du wissen?',
  },
};
