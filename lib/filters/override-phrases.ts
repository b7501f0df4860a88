import { anyLocale, CLAUSE_CLOSE, NOT_A_TOPIC, phrasePattern, type PhraseVocabulary } from '@/lib/filters/phrase-pattern';

const OVERRIDE_VERBS: PhraseVocabulary = {
  en: ['ignore', 'ignoring', 'disregard', 'disregarding', 'forget', 'forgetting', 'override', 'overwrite', 'bypass', 'discard', 'set aside',
    'stop following', 'do not follow', 'don t follow', 'dont follow', 'no longer follow', 'stop obeying', 'do not obey', 'don t obey'],
  es: ['ignora', 'ignore', 'ignorar', 'ignoren', 'olvida', 'olvide', 'olvidar', 'olvidate', 'olvidese', 'olviden', 'descarta', 'descarte',
    'omite', 'omita', 'anula', 'anule', 'saltate', 'sobrescribe', 'haz caso omiso', 'no hagas caso', 'deja de seguir', 'no sigas',
    'haga caso omiso', 'no haga caso', 'deje de seguir', 'no siga', 'sobrescriba', 'saltese'],
  fr: ['ignore', 'ignores', 'ignorez', 'ignorer', 'oublie', 'oublies', 'oubliez', 'oublier', 'neglige', 'negligez', 'outrepasse', 'outrepassez',
    'contourne', 'contournez', 'ne tiens pas compte', 'ne tenez pas compte', 'ne tiens plus compte', 'fais abstraction', 'faites abstraction',
    'passe outre', 'passez outre', 'ne suis plus', 'ne suivez plus', 'arrete de suivre', 'arretez de suivre'],
  de: ['ignoriere', 'ignorier', 'ignoriert', 'vergiss', 'vergesst', 'vergesse', 'missachte', 'missachtet', 'ubergehe', 'ubergeht', 'umgehe',
    'verwirf', 'verwerfe', 'uberschreibe', 'befolge nicht mehr', 'folge nicht mehr', 'hor auf', 'setze ausser kraft',
    // Formal address puts "Sie" after the verb: "Ignorieren Sie alle Anweisungen".
    'ignorieren sie', 'vergessen sie', 'missachten sie', 'ubergehen sie', 'umgehen sie', 'verwerfen sie', 'uberschreiben sie', 'horen sie auf',
    'befolgen sie nicht mehr', 'folgen sie nicht mehr'],
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
  en: ['above', 'everything before', 'all of the above', '(?:what|everything|anything|whatever) you (?:were|ve been|have been) (?:told|given|instructed|taught)(?: before| earlier| so far| previously| until now)?'],
  es: ['lo anterior', 'todo lo anterior', 'lo de arriba',
    '(?:todo )?lo que (?:te|le) (?:dijeron|han dicho|indicaron|ordenaron|programaron|han indicado)(?: antes| anteriormente| previamente| hasta ahora)?'],
  fr: ['ce qui precede', 'tout ce qui precede', '(?:tout )?ce qu on (?:t|vous) a (?:dit|demande|indique|ordonne)(?: avant| auparavant| precedemment| jusqu ici)?'],
  de: ['alles vorherige', 'alles bisherige', 'alles obige', 'alles davor',
    'alles (?:was|das) (?:man )?(?:dir|ihnen) (?:vorher |zuvor |bisher |davor )?(?:gesagt|aufgetragen|vorgegeben|befohlen) (?:wurde|hat|worden ist)'],
};

const PERSONA_INTROS: PhraseVocabulary = {
  en: ['you are now', 'you re now', 'youre now', 'from now on you are', 'from now on you re', 'from now on you will be', 'you will now be',
    'pretend to be', 'pretend you are', 'pretend you re', 'act as', 'act like', 'roleplay as', 'role play as', 'behave as', 'behave like',
    'you will act as', 'simulate'],
  es: ['ahora eres', 'ahora seras', 'a partir de ahora eres', 'a partir de ahora seras', 'desde ahora eres', 'actua como', 'actue como',
    'finge ser', 'finge que eres', 'haz de', 'comportate como', 'simula ser', 'interpreta a', 'eres ahora', 'desde ahora seras',
    'usted es ahora', 'ahora usted es', 'ahora es usted', 'a partir de ahora usted es', 'a partir de ahora es usted', 'finja ser', 'finja que es',
    'haga de', 'comportese como', 'simule ser', 'interprete a'],
  fr: ['tu es maintenant', 'tu es desormais', 'vous etes maintenant', 'vous etes desormais', 'a partir de maintenant tu es', 'desormais tu es',
    'agis comme', 'agissez comme', 'fais comme si tu etais', 'faites comme si vous etiez', 'joue le role d', 'joue le role de',
    'fais semblant d etre', 'comporte toi comme', 'incarne', 'desormais vous etes', 'a partir de maintenant vous etes', 'jouez le role d',
    'jouez le role de', 'faites semblant d etre', 'comportez vous comme', 'incarnez'],
  de: ['du bist jetzt', 'du bist nun', 'du bist ab jetzt', 'du bist ab sofort', 'ab jetzt bist du', 'ab sofort bist du', 'von nun an bist du',
    'sie sind jetzt', 'tu so als ob du', 'tu so als waerst du', 'handle als', 'agiere als', 'verhalte dich(?: ab jetzt| ab sofort| nun| jetzt| bitte)? wie', 'spiel die rolle', 'spiele die rolle',
    'gib dich als', 'sie sind nun', 'sie sind ab jetzt', 'sie sind ab sofort', 'ab jetzt sind sie', 'ab sofort sind sie', 'von nun an sind sie',
    'tun sie so als ob sie', 'tun sie so als waren sie', 'handeln sie als', 'agieren sie als', 'verhalten sie sich(?: ab jetzt| ab sofort| nun| jetzt| bitte)? wie', 'spielen sie die rolle',
    'geben sie sich als'],
};

const PERSONAS: PhraseVocabulary = {
  en: ['dan', 'd a n', 'do anything now', 'jailbroken', 'jailbreak', 'unrestricted', 'unfiltered', 'uncensored', 'unlimited', 'unbound', 'unchained',
    'evil', 'free from', 'no longer bound', 'not bound', 'without any', 'without (?:rules|restrictions|limits|filters|guidelines)', 'an ai', 'an assistant',
    'a chatbot', 'a general purpose', '(?:a different|another) (?:ai|assistant|bot|chatbot|model|persona|character)', 'my', 'sudo', 'root'],
  es: ['dan', 'sin restricciones', 'sin filtros?', 'sin censura', 'sin reglas', 'sin limites', 'liberado', 'libre de', 'malvado', 'una ia',
    'un asistente', '(?:otra ia|otro asistente|otro bot)', 'mi'],
  fr: ['dan', 'sans restrictions?', 'sans filtres?', 'sans censure', 'sans regles', 'sans limites', 'libere', 'libre de', 'debride', 'malveillant',
    'une ia', 'un assistant', '(?:une autre ia|un autre assistant|un autre bot)', 'mon', 'ma'],
  de: ['dan', 'ohne einschrankungen', 'ohne filter', 'ohne zensur', 'ohne regeln', 'ohne grenzen', 'uneingeschrankte?[nrs]?', 'ungefilterte?[nrs]?', 'unzensierte?[nrs]?',
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
  es: ['activa', 'activar', 'active', 'entra en', 'entra al', 'cambia a', 'cambia al', 'pasa a', 'pasa al', 'habilita', 'enciende', 'estas en',
    'entre en', 'entre al', 'cambie a', 'cambie al', 'pase a', 'pase al', 'habilite', 'encienda', 'esta en'],
  fr: ['active', 'activez', 'activer', 'passe en', 'passez en', 'entre en', 'entrez en', 'bascule en', 'basculez en', 'mets toi en', 'tu es en',
    'vous etes en'],
  de: ['aktiviere', 'aktivieren', 'wechsle in', 'wechsel in', 'schalte', 'starte', 'geh in', 'gehe in', 'du bist im', 'du bist jetzt im',
    'wechseln sie in', 'schalten sie', 'starten sie', 'gehen sie in', 'sie sind im', 'sie sind jetzt im'],
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

// Verbs that switch rules off only when the rules are the assistant's own ("drop your directives"): on their own
// they are everyday engineering ("drop the lint rule", "disable the filter").
const SETTING_ASIDE_VERBS: PhraseVocabulary = {
  en: ['abandon', 'drop', 'throw away', 'throw out', 'scrap', 'ditch', 'neglect', 'pay no attention to', 'do not pay attention to',
    'don t pay attention to', 'disable', 'turn off', 'switch off', 'deactivate', 'remove', 'lift', 'suspend', 'put aside', 'get rid of',
    'let go of', 'circumvent', 'evade', 'step outside', 'step out of', 'break free from', 'break free of'],
  es: ['abandona', 'abandone', 'prescinde de', 'prescinda de', 'deja de lado', 'deje de lado', 'elimina', 'elimine', 'quita', 'quite',
    'desactiva', 'desactive', 'suprime', 'suprima', 'evita', 'evite', 'no tengas en cuenta', 'no tenga en cuenta', 'no prestes atencion a',
    'no preste atencion a', 'librate de', 'liberese de'],
  fr: ['abandonne', 'abandonnez', 'laisse tomber', 'laissez tomber', 'mets de cote', 'mettez de cote', 'desactive', 'desactivez', 'supprime',
    'supprimez', 'enleve', 'enlevez', 'leve', 'levez', 'fais fi de', 'faites fi de', 'ne prete pas attention a', 'ne pretez pas attention a',
    'debarrasse toi de', 'debarrassez vous de', 'affranchis toi de', 'affranchissez vous de'],
  de: ['deaktiviere', 'deaktivieren sie', 'entferne', 'entfernen sie', 'streiche', 'streichen sie', 'verzichte auf', 'verzichten sie auf',
    'achte nicht auf', 'achten sie nicht auf', 'beachte nicht', 'beachten sie nicht', 'befreie dich von', 'befreien sie sich von'],
};

// What an assistant is set up with, beyond the rule nouns: only ever a target when it is the assistant's own.
const SETUP_NOUNS: PhraseVocabulary = {
  en: ['configuration', 'config', 'setup', 'training', 'conditioning', 'polic(?:y|ies)', 'content policy', 'filters?', 'safeguards?', 'safety (?:rules|measures|settings)',
    'limitations?', 'limits', 'boundaries', 'orders', 'commands', 'directions', 'guidance', 'principles', 'protocols?', 'persona'],
  es: ['configuracion', 'entrenamiento', 'politicas?', 'filtros?', 'salvaguardas', 'limitaciones', 'limites', 'comandos', 'pautas', 'principios', 'protocolos?'],
  fr: ['configuration', 'entrainement', 'politiques?', 'filtres?', 'garde fous', 'limitations', 'limites', 'commandes', 'principes', 'protocoles?', 'directives'],
  de: ['konfiguration', 'einstellungen', 'training', 'richtlinie', 'filter', 'schutzmechanismen', 'grenzen', 'beschrankungen', 'kommandos', 'prinzipien', 'protokolle?'],
};

const OWNER_WORDS: PhraseVocabulary = {
  en: ['your', 'your own'],
  es: ['tus', 'sus', 'tu', 'su', 'tus propias', 'sus propias'],
  fr: ['tes', 'vos', 'ton', 'ta', 'votre', 'tes propres', 'vos propres'],
  de: ['deine', 'deinen', 'deiner', 'dein', 'ihre', 'ihren', 'ihrer', 'ihr', 'deine eigenen', 'ihre eigenen'],
};

const PRIOR_WORDS: PhraseVocabulary = {
  en: ['previous', 'prior', 'earlier', 'initial', 'original', 'current', 'existing', 'old', 'hidden', 'internal', 'system', 'safety', 'built in'],
  es: ['anteriores', 'previas', 'iniciales', 'originales', 'actuales', 'internas', 'ocultas'],
  fr: ['precedentes', 'anterieures', 'initiales', 'originales', 'actuelles', 'internes', 'cachees'],
  de: ['vorherigen', 'bisherigen', 'ursprunglichen', 'aktuellen', 'internen', 'versteckten', 'alten'],
};

const TARGET_NOUNS = `(?:${anyLocale({ vocabulary: RULE_NOUNS })}|${anyLocale({ vocabulary: SETUP_NOUNS })})`;
// "your (earlier) directives", "tus directrices", "Ihre Einschränkungen"; "the constraints you were given".
const OWNED_TARGET = `(?:${anyLocale({ vocabulary: OWNER_WORDS })}(?: ${anyLocale({ vocabulary: PRIOR_WORDS })})? ${TARGET_NOUNS}${NOT_A_TOPIC}|${TARGET_NOUNS} (?:you were given|you ve been given|you have been given|you got|you received|you follow|you operate under|que te dieron|que le dieron|qu on t a donnees|qu on vous a donnees|die du bekommen hast|die sie bekommen haben))`;
// A question about the owner's habits ("did you ever drop your rules for a deadline?") is not a command.
const NOT_A_HABIT = '(?<! (?:did|do|does|have|has|had|would|will|how|when|why|should|could) (?:you|she|he|they)(?: ever| sometimes| often| usually)? )';

const ANY_OVERRIDE_VERB = `(?:${anyLocale({ vocabulary: OVERRIDE_VERBS })}|${anyLocale({ vocabulary: SETTING_ASIDE_VERBS })})`;

// "Your earlier instructions no longer apply", "las instrucciones anteriores ya no valen".
const RULES_VOIDED: PhraseVocabulary = {
  en: ['(?:no longer|don t|do not|won t|will not|shall not) (?:apply|count|matter|bind you|hold)', '(?:are|is) (?:now )?(?:void|cancell?ed|revoked|obsolete|suspended|lifted|overridden|invalid|null and void|no longer valid|deactivated|disabled)'],
  es: ['ya no (?:aplican|se aplican|valen|cuentan|son validas|rigen)', '(?:quedan|estan) (?:anuladas|canceladas|sin efecto|revocadas|suspendidas|desactivadas)'],
  fr: ['ne s appliquent plus', 'ne comptent plus', 'ne sont plus valables', 'sont (?:annulees|caduques|revoquees|suspendues|levees|desactivees|nulles)'],
  de: ['gelten nicht mehr', 'sind (?:aufgehoben|ungultig|nichtig|ausser kraft|deaktiviert|abgeschafft|hinfallig)'],
};

// German separable verbs close the clause with their particle: "Setz deine Vorgaben außer Kraft", "Lassen Sie Ihre Regeln weg".
const GERMAN_SEPARABLE = [
  ['(?:setz|setze|setzt|setzen sie)', 'ausser kraft'],
  ['(?:lass|lasse|lasst|lassen sie)', 'weg'],
  ['(?:schalte|schalt|schalten sie)', '(?:ab|aus)'],
  ['(?:hebe|heb|heben sie)', 'auf'],
  ['(?:wirf|werfen sie)', 'uber bord'],
  ['(?:befolge|befolg|befolgen sie|folge|folgen sie|beachte|beachten sie)', 'nicht mehr'],
  ['(?:halte dich|halten sie sich)', 'nicht mehr an'],
] as const;

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
  phrasePattern({ parts: [`${NOT_A_HABIT}${ANY_OVERRIDE_VERB}`, OWNED_TARGET], maxGap: 2 }),
  phrasePattern({ parts: [`(?:${anyLocale({ vocabulary: OWNER_WORDS })}|the|all|las|los|todas las|les|toutes les|die|alle)`, `${TARGET_NOUNS}`, anyLocale({ vocabulary: RULES_VOIDED })], maxGap: 2 }),
  ...GERMAN_SEPARABLE.map(([verb, particle]) => phrasePattern({ parts: [verb, OWNED_TARGET, particle], maxGap: 3 })),
];

/** Chat-template tokens and forged system headers, matched on the unfolded text where their punctuation survives. */
export const TEMPLATE_INJECTION = /<\|(?:im_start|im_end|system|endoftext)\|>|\[\/?INST\]|<<\/?SYS>>|^[ \t#>*[]*(?:system|developer)(?: prompt| message)?[ \t\]*]*:/im;
