import type { Locale } from '@/lib/contracts';

/**
 * How visitors refer back to the conversation, per locale, as phrases over the folded question
 * (lower case, no diacritics, words joined by single spaces). Language knowledge only.
 */
export interface FollowUpCues {
  /** "and before that?": the job before the one being discussed. */
  previousJob: readonly string[];
  /** "and after that?": the job after it. */
  nextJob: readonly string[];
  /** "tell me more": more of the topic just answered. */
  more: readonly string[];
  /** "there", "that project": the thing just discussed. */
  sameTopic: readonly string[];
  /** "there", "allí", "là-bas", "dort": what was just discussed is a place of work or study, never a skill. */
  places: readonly string[];
  /** "it", "eso", "es": pronouns that refer back only in a short question ("Is it open source?"). */
  pronouns: readonly string[];
  /** Phrases that contain a cue word without referring back ("is there", "il y a", "es gibt"): removed first. */
  notReferences: readonly string[];
  /** "which one …?": a choice among the things just listed. */
  selection: readonly string[];
  /** "and …?", "what about …?": the last question again, about something else. */
  ellipsisLeads: readonly string[];
}

export const FOLLOW_UP_CUES: Record<Locale, FollowUpCues> = {
  en: {
    previousJob: ['before that', 'before this', 'before then', 'prior to that', 'and before', 'previous job', 'job before', 'the one before', 'earlier than that', 'before it', 'even earlier', 'before that one', 'before joining', 'before you joined'],
    nextJob: ['after that', 'after this', 'afterwards', 'and after', 'next job', 'what came next', 'and then', 'then what', 'right after', 'straight after', 'came after'],
    more: ['tell me more', 'more about', 'more details', 'more detail', 'go on', 'elaborate', 'expand on', 'say more', 'anything else', 'what else', 'more on that'],
    sameTopic: ['there', 'that company', 'that job', 'that role', 'that project', 'this project', 'that one', 'this one', 'that place', 'that team', 'the project', 'the company'],
    places: ['there', 'in there', 'over there'],
    pronouns: ['it', 'its', 'they', 'them', 'that', 'this'],
    notReferences: ['is there', 'are there', 'there is', 'there are', 'was there', 'were there', 'is it true', 'what is it like'],
    selection: ['which one', 'which of them', 'which of those', 'which of these', 'which project', 'which job', 'which of the two', 'which of both', 'of the two', 'out of the two'],
    ellipsisLeads: ['and', 'what about', 'how about', 'also', 'and what about'],
  },
  es: {
    previousJob: ['antes de eso', 'antes de esto', 'y antes', 'anteriormente', 'trabajo anterior', 'puesto anterior', 'empleo anterior', 'justo antes', 'aun antes', 'todavia antes', 'antes de entrar', 'antes de unirte'],
    nextJob: ['despues de eso', 'despues de esto', 'y despues', 'luego', 'a continuacion', 'siguiente trabajo', 'y luego', 'justo despues', 'inmediatamente despues', 'nada mas acabar', 'al terminar', 'vino despues', 'vino luego'],
    more: ['cuentame mas', 'dime mas', 'mas detalles', 'algo mas', 'que mas', 'amplia', 'cuentame un poco mas', 'mas sobre eso', 'mas informacion'],
    sameTopic: ['alli', 'ahi', 'alla', 'esa empresa', 'ese trabajo', 'ese puesto', 'ese proyecto', 'este proyecto', 'ese equipo', 'el proyecto', 'la empresa'],
    places: ['alli', 'ahi', 'alla'],
    pronouns: ['eso', 'esto', 'lo', 'la', 'ello'],
    notReferences: ['hay', 'por eso', 'eso es todo'],
    selection: ['cual de ellos', 'cual de ellas', 'cual de esos', 'cual de estos', 'que proyecto', 'cual', 'de los dos', 'de las dos', 'de ambos', 'de ambas'],
    ellipsisLeads: ['y', 'y en', 'y con', 'que tal', 'que hay de', 'y que tal', 'tambien'],
  },
  fr: {
    previousJob: ['avant ca', 'avant cela', 'et avant', 'poste precedent', 'emploi precedent', 'juste avant', 'auparavant', 'encore avant', 'avant de rejoindre', 'avant d entrer'],
    nextJob: ['apres ca', 'apres cela', 'et apres', 'ensuite', 'poste suivant', 'et puis', 'juste apres', 'tout de suite apres', 'juste ensuite'],
    more: ['dites m en plus', 'dis m en plus', 'en savoir plus', 'plus de details', 'quoi d autre', 'developpez', 'continuez', 'en dire plus', 'plus sur ce'],
    sameTopic: ['la bas', 'cette entreprise', 'ce poste', 'ce projet', 'ce travail', 'celui ci', 'celle ci', 'cette equipe', 'le projet', 'l entreprise'],
    places: ['la bas'],
    pronouns: ['y', 'il', 'elle', 'ca', 'cela', 'l', 'c'],
    notReferences: ['il y a', 'y a t il', 'y a il', 'il faut', 'qu il y ait'],
    selection: ['lequel', 'laquelle', 'lesquels', 'quel projet', 'quel poste', 'des deux'],
    ellipsisLeads: ['et', 'et en', 'et avec', 'et pour', 'quid de', 'et qu en est il de', 'et cote'],
  },
  de: {
    previousJob: ['davor', 'und vorher', 'vorher', 'vorherige stelle', 'stelle davor', 'zuvor', 'bevor', 'bevor du', 'bevor sie'],
    nextJob: ['danach', 'und danach', 'anschliessend', 'nachher', 'darauf', 'und dann', 'direkt danach', 'gleich danach', 'im anschluss'],
    more: ['erzahl mehr', 'erzahl mir mehr', 'erzahlen sie mehr', 'erzahlen sie mir mehr', 'mehr dazu', 'mehr details', 'was noch', 'genauer', 'mehr daruber'],
    sameTopic: ['dort', 'dieses projekt', 'diesem projekt', 'diese firma', 'dieser firma', 'diese stelle', 'dieser stelle', 'das projekt', 'die firma', 'dem projekt'],
    places: ['dort', 'dorthin'],
    pronouns: ['es', 'da', 'das', 'dabei', 'damit'],
    notReferences: ['gibt es', 'es gibt', 'wie geht es', 'ist es wahr'],
    selection: ['welches davon', 'welcher davon', 'welche davon', 'welches projekt', 'welches', 'der beiden', 'von beiden', 'welche der', 'welcher der'],
    ellipsisLeads: ['und', 'und in', 'und mit', 'was ist mit', 'wie steht es mit', 'und bei', 'auch'],
  },
};
