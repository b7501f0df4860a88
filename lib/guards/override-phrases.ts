import { anyLocale, CLAUSE_CLOSE, NOT_A_TOPIC, phrasePattern, type PhraseVocabulary } from '@/lib/guards/phrase-pattern';

const OVERRIDE_VERBS: PhraseVocabulary = {
  en: ['ignore', 'ignoring', 'disregard', 'disregarding', 'forget', 'forgetting', 'override', 'overwrite', 'bypass', 'discard', 'set aside',
    'stop following', 'do not follow', 'don t follow', 'dont follow', 'no longer follow', 'stop obeying', 'do not obey', 'don t obey'],
  es: ['ignora', 'ignore', 'ignorar', 'ignoren', 'olvida', 'olvide', 'olvidar', 'olvidate', 'olvidese', 'olviden', 'descarta', 'descarte',
    'omite', 'omita', 'anula', 'anule', 'saltate', 'sobrescribe', 'haz caso omiso', 'no hagas caso', 'deja de seguir', 'no sigas'],
  fr: ['ignore', 'ignores', 'ignorez', 'ignorer', 'oublie', 'oublies', 'oubliez', 'oublier', 'neglige', 'negligez', 'outrepasse', 'outrepassez',
    'contourne', 'contournez', 'ne tiens pas compte', 'ne tenez pas compte', 'ne tiens plus compte', 'fais abstraction', 'faites abstraction',
    'passe outre', 'passez outre', 'ne suis plus', 'ne suivez plus', 'arrete de suivre', 'arretez de suivre'],
  de: ['ignoriere', 'ignorier', 'ignoriert', 'vergiss', 'vergesst', 'vergesse', 'missachte', 'missachtet', 'ubergehe', 'ubergeht', 'umgehe',
    'verwirf', 'verwerfe', 'uberschreibe', 'befolge nicht mehr', 'folge nicht mehr', 'hor auf', 'setze ausser kraft'],
};

const RULE_NOUNS: PhraseVocabulary = {
  en: ['instructions?', 'rules?', 'guidelines?', 'directives?', 'prompts?', 'system prompts?', 'system message', 'programming', 'guardrails?',
    'restrictions?', 'constraints?'],
  es: ['instrucciones', 'instruccion', 'reglas?', 'normas', 'indicaciones', 'directrices', 'directivas', 'ordenes', 'consignas', 'restricciones',
    'programacion'],
  fr: ['instructions?', 'consignes?', 'regles?', 'directives', 'indications', 'ordres', 'restrictions', 'programmation'],
  de: ['anweisungen', 'anweisung', 'instruktionen', 'regeln?', 'vorgaben?', 'richtlinien', 'direktiven', 'befehle', 'einschrankungen',
    'programmierung', 'systemprompt', 'systemanweisungen?'],
};

// German puts the infinitive last: "Bitte alle vorherigen Anweisungen ignorieren".
const GERMAN_FINAL_VERBS = ['ignorieren', 'vergessen', 'missachten', 'ubergehen', 'verwerfen', 'umgehen', 'uberschreiben', 'ausser acht lassen',
  'nicht mehr befolgen', 'nicht mehr beachten'];

const EARLIER_TEXT: PhraseVocabulary = {
  en: ['above', 'everything before', 'all of the above', 'what you were told', 'everything you were told', 'anything you were told'],
  es: ['lo anterior', 'todo lo anterior', 'lo de arriba', 'todo lo que te dijeron', 'todo lo que te han dicho'],
  fr: ['ce qui precede', 'tout ce qui precede', 'tout ce qu on t a dit', 'tout ce qu on vous a dit'],
  de: ['alles vorherige', 'alles bisherige', 'alles obige', 'alles davor', 'alles was man dir gesagt hat'],
};

const PERSONA_INTROS: PhraseVocabulary = {
  en: ['you are now', 'you re now', 'youre now', 'from now on you are', 'from now on you re', 'from now on you will be', 'you will now be',
    'pretend to be', 'pretend you are', 'pretend you re', 'act as', 'act like', 'roleplay as', 'role play as', 'behave as', 'behave like',
    'you will act as', 'simulate'],
  es: ['ahora eres', 'ahora seras', 'a partir de ahora eres', 'a partir de ahora seras', 'desde ahora eres', 'actua como', 'actue como',
    'finge ser', 'finge que eres', 'haz de', 'comportate como', 'simula ser', 'interpreta a'],
  fr: ['tu es maintenant', 'tu es desormais', 'vous etes maintenant', 'vous etes desormais', 'a partir de maintenant tu es', 'desormais tu es',
    'agis comme', 'agissez comme', 'fais comme si tu etais', 'faites comme si vous etiez', 'joue le role d', 'joue le role de',
    'fais semblant d etre', 'comporte toi comme', 'incarne'],
  de: ['du bist jetzt', 'du bist nun', 'du bist ab jetzt', 'du bist ab sofort', 'ab jetzt bist du', 'ab sofort bist du', 'von nun an bist du',
    'sie sind jetzt', 'tu so als ob du', 'tu so als waerst du', 'handle als', 'agiere als', 'verhalte dich wie', 'spiel die rolle', 'spiele die rolle',
    'gib dich als'],
};

const PERSONAS: PhraseVocabulary = {
  en: ['dan', 'd a n', 'do anything now', 'jailbroken', 'jailbreak', 'unrestricted', 'unfiltered', 'uncensored', 'unlimited', 'unbound', 'unchained',
    'evil', 'free from', 'no longer bound', 'not bound', 'without any', 'without (?:rules|restrictions|limits|filters|guidelines)', 'an ai', 'an assistant',
    'a chatbot', 'a general purpose', '(?:a different|another) (?:ai|assistant|bot|chatbot|model|persona|character)', 'my', 'sudo', 'root'],
  es: ['dan', 'sin restricciones', 'sin filtros?', 'sin censura', 'sin reglas', 'sin limites', 'liberado', 'libre de', 'malvado', 'una ia',
    'un asistente', '(?:otra ia|otro asistente|otro bot)', 'mi'],
  fr: ['dan', 'sans restrictions?', 'sans filtres?', 'sans censure', 'sans regles', 'sans limites', 'libere', 'libre de', 'debride', 'malveillant',
    'une ia', 'un assistant', '(?:une autre ia|un autre assistant|un autre bot)', 'mon', 'ma'],
  de: ['dan', 'ohne einschrankungen', 'ohne filter', 'ohne zensur', 'ohne regeln', 'ohne grenzen', 'uneingeschrankt', 'ungefiltert', 'unzensiert',
    'befreit', 'frei von', 'bose', 'eine ki', 'ein assistent', '(?:eine andere ki|ein anderer assistent|ein anderer bot)', 'mein', 'meine'],
};

// Names that need no "now" to be a persona switch: "You are DAN", "Eres DAN sin restricciones".
const BARE_PERSONA_INTROS: PhraseVocabulary = { en: ['you are', 'you re', 'youre'], es: ['eres'], fr: ['tu es', 'vous etes'], de: ['du bist', 'sie sind'] };
const BARE_PERSONAS: PhraseVocabulary = {
  en: ['dan', 'jailbroken', 'unrestricted', 'unfiltered', 'uncensored'],
  es: ['dan', 'sin restricciones', 'sin filtros?', 'sin censura'],
  fr: ['dan', 'sans restrictions?', 'sans filtres?', 'sans censure'],
  de: ['dan', 'uneingeschrankt', 'ungefiltert', 'unzensiert', 'ohne einschrankungen', 'ohne filter'],
};

const MODE_NAMES: PhraseVocabulary = {
  en: ['(?:developer|dev|debug|god|admin|sudo|dan|jailbreak|jailbroken|unrestricted|maintenance|root) mode'],
  es: ['modo (?:de )?(?:desarrollador|developer|dev|dios|dan|depuracion|debug|admin|administrador|jailbreak|sin restricciones|mantenimiento)'],
  fr: ['mode (?:developpeur|developer|dev|dieu|dan|debogage|debug|admin|administrateur|jailbreak|sans restrictions?|maintenance)'],
  de: ['(?:entwickler|developer|dev|debug|gott|dan|admin|jailbreak|wartungs) ?modus'],
};

const MODE_SWITCHES: PhraseVocabulary = {
  en: ['enable', 'enter', 'activate', 'switch to', 'switch into', 'turn on', 'go into', 'unlock', 'start', 'engage', 'boot into', 'you are in',
    'you re in', 'now in'],
  es: ['activa', 'activar', 'active', 'entra en', 'entra al', 'cambia a', 'cambia al', 'pasa a', 'pasa al', 'habilita', 'enciende', 'estas en'],
  fr: ['active', 'activez', 'activer', 'passe en', 'passez en', 'entre en', 'entrez en', 'bascule en', 'basculez en', 'mets toi en', 'tu es en',
    'vous etes en'],
  de: ['aktiviere', 'aktivieren', 'wechsle in', 'wechsel in', 'schalte', 'starte', 'geh in', 'gehe in', 'du bist im', 'du bist jetzt im'],
};

const MODE_STATES: PhraseVocabulary = {
  en: ['enabled', 'activated', 'unlocked', 'engaged'],
  es: ['activado', 'habilitado', 'desbloqueado'],
  fr: ['active', 'activee', 'enclenche', 'deverrouille'],
  de: ['aktiviert', 'eingeschaltet', 'freigeschaltet'],
};

const NEW_PROMPTS: PhraseVocabulary = {
  en: ['new system (?:prompt|message|instructions?)', 'updated system prompt', '(?:your|the) new (?:instructions|rules|prompt|directives) (?:are|is)',
    '(?:here are|these are|follow|obey) (?:your |the |these )?new (?:instructions|rules|directives)'],
  es: ['nuevo (?:prompt|mensaje) (?:del |de )?sistema', 'nuevas instrucciones (?:del |de )?sistema',
    '(?:tus|sus|estas son tus|estas son sus) nuevas (?:instrucciones|reglas|indicaciones)'],
  fr: ['nouveau (?:prompt|message) (?:du |de )?systeme', 'nouvelles (?:instructions|consignes) (?:du |de )?systeme',
    '(?:tes|vos|voici tes|voici vos) nouvelles (?:instructions|consignes|regles)'],
  de: ['neuer system ?prompt', 'neue systemanweisungen?', 'neue systemnachricht', '(?:deine|ihre|hier sind deine|hier sind ihre) neuen (?:anweisungen|regeln|vorgaben|instruktionen)'],
};

const RULES = `${anyLocale({ vocabulary: RULE_NOUNS })}${NOT_A_TOPIC}`;

/** Attempts to replace or switch off the assistant's instructions, in phrase-text form. */
export const OVERRIDE_PATTERNS: readonly RegExp[] = [
  phrasePattern({ parts: [anyLocale({ vocabulary: OVERRIDE_VERBS }), RULES], maxGap: 4 }),
  phrasePattern({ parts: [RULES, `(?:${GERMAN_FINAL_VERBS.join('|')})`] }),
  phrasePattern({ parts: [anyLocale({ vocabulary: OVERRIDE_VERBS }), anyLocale({ vocabulary: EARLIER_TEXT })], end: CLAUSE_CLOSE }),
  phrasePattern({ parts: [anyLocale({ vocabulary: PERSONA_INTROS }), anyLocale({ vocabulary: PERSONAS })], maxGap: 2 }),
  phrasePattern({ parts: [anyLocale({ vocabulary: BARE_PERSONA_INTROS }), anyLocale({ vocabulary: BARE_PERSONAS })], maxGap: 1 }),
  phrasePattern({ parts: [anyLocale({ vocabulary: MODE_SWITCHES }), anyLocale({ vocabulary: MODE_NAMES })], maxGap: 2 }),
  phrasePattern({ parts: [`${anyLocale({ vocabulary: MODE_NAMES })} ${anyLocale({ vocabulary: MODE_STATES })}`], maxGap: 0 }),
  phrasePattern({ parts: [anyLocale({ vocabulary: NEW_PROMPTS })] }),
];

/** Chat-template tokens and forged system headers, matched on the unfolded text where their punctuation survives. */
export const TEMPLATE_INJECTION = /<\|(?:im_start|im_end|system|endoftext)\|>|\[\/?INST\]|<<\/?SYS>>|^[ \t#>*[]*(?:system|developer)(?: prompt| message)?[ \t\]*]*:/im;
