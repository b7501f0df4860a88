/*
 * Word lists and trigger patterns for the false-premise check, in the four locales. Patterns run
 * on the folded (lower-case, diacritic-free), space-joined question; group 1 is where the named
 * thing starts.
 */

export const EMPLOYER_PATTERNS: RegExp[] = [
  /\b(?:work|worked|working|job|jobs|employed|intern|interned|internship)(?: there)? (?:at|for|by) (.+)/dg,
  /\b(?:leave|left|quit|join|joined) (.+)/dg,
  /\b(?:you do|you did|you build|you built|role|position|years|tenure|time) (?:at|for) (.+)/dg,
  /\b(?:trabajaste|trabajas|trabajabas|trabajado|trabajar|estuviste|empleada|empleado) (?:en|para) (.+)/dg,
  /\b(?:dejaste|saliste de|entraste en|te uniste a) (.+)/dg,
  /\b(?:hiciste|construiste|haces|rol|puesto|cargo) en (.+)/dg,
  /\b(?:travaille|travailles|travaillez|travaillais|travailliez|travailler|ete|etiez|employee|employe) (?:chez|pour) (.+)/dg,
  /\b(?:quitte|quitter|rejoint|rejoindre) (.+)/dg,
  /\bchez (.+)/dg,
  /\b(?:bei|fur) (.+?) (?:gearbeitet|angestellt|beschaftigt|tatig|gewesen|gemacht|gebaut|entwickelt)\b/dg,
  /\b(?:arbeitest|arbeitetest|arbeiten|arbeitete|warst|waren) (?:du |sie )?(?:bei|fur) (.+)/dg,
  /\b(?:hast du|haben sie) (.+?) verlassen\b/dg,
  /\b(?:rolle|position|zeit|stelle|job) (?:bei|fur) (.+)/dg,
];

export const SKILL_PATTERNS: RegExp[] = [
  /\b(?:do|did|have|can|could|would) you (?:ever |also )?(?:know|use|used|using|master|code in|program in|work with|worked with|tried|build with|built with) (.+)/dg,
  /\b(?:experience|experienced|familiar|proficient|skilled|expert|background|knowledge) (?:with|in|of|using) (.+)/dg,
  /\b(?:conoces|usas|usaste|utilizas|utilizaste|dominas|manejas|programas en|trabajas con|trabajaste con|has usado|has trabajado con) (.+)/dg,
  /\bexperiencia (?:con|en) (.+)/dg,
  /\b(?:connais|connaissez|utilises|utilisez|utilise|maitrises|maitrisez|pratiques|pratiquez)(?:-vous|-tu| vous| tu)? (.+)/dg,
  /\b(?:travailles|travaillez|travaille)(?:-vous|-tu)? avec (.+)/dg,
  /\b(?:codez|codes|programmez|programmes|developpez|developpes)(?:-vous|-tu)? (?:en|avec) (.+)/dg,
  /\bexperience (?:avec|en|de|dans|du) (.+)/dg,
  /\b(?:kennst|nutzt|verwendest|beherrschst|benutzt|kannst) du (.+)/dg,
  /\b(?:kennen|nutzen|verwenden|beherrschen|benutzen|konnen) sie (.+)/dg,
  /\b(?:arbeitest du|arbeiten sie|programmierst du) (?:mit|in) (.+)/dg,
  /\berfahrung (?:mit|in|im) (.+)/dg,
];

/** After a trigger, these open a clause ("do you know what…"), not a name. */
export const CLAUSE_STARTERS = new Set(
  ('what which who whom whose how why when where if whether that this it them me you your my ' +
    'que cual como cuando donde si quien lo eso esto ' +
    'ce ceux quoi comment pourquoi quand ou qui ' +
    'was wie wann wo ob dass wer welche welcher welches es das').split(' '),
);

export const CONJUNCTIONS = new Set(['and', 'or', 'nor', 'y', 'e', 'o', 'u', 'ni', 'et', 'ou', 'und', 'oder', 'noch']);

/** Capitalised or object words that are not names (folded; retrieval's function words are added). */
export const NON_NAMES = new Set(
  ('hi hello hey thanks thank please ok okay yes no sure anyone someone anything something everything nothing ' +
    'everyone people stuff thing things lot lots way more most cv resume today tomorrow yesterday dear sir madam ' +
    'hola buenas buenos dias gracias muchas favor vale si alguien algo nada todo cosas usted ustedes hoy ' +
    'bonjour salut merci svp oui non quelqu quelque chose rien tout madame monsieur aujourd hui ' +
    'hallo moin servus danke dank vielen herzlichen bitte ja nein jemand etwas nichts alles heute ihnen ' +
    'monday tuesday wednesday thursday friday saturday sunday ' +
    'january february march april may june july august september october november december ' +
    'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre ' +
    'janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre ' +
    'januar februar marz juni juli oktober dezember ' +
    // Regions and time zones name where a team sits or when it works, not a claim about the owner.
    'us usa uk eu ue ee uu eeuu emea apac latam cet cest gmt utc pst pdt edt mez').split(' '),
);

/**
 * Abbreviations that are not names: generic web concepts (never a claim) and short forms of terms
 * the profile spells out ("PR" for "pull request", "TS" for "TypeScript").
 */
export const ABBREVIATIONS: ReadonlyMap<string, string | null> = new Map<string, string | null>([
  ['pr', 'pull requests'], ['ts', 'typescript'], ['js', 'javascript'],
  ...'api ui ux css html http https rest json dom spa ssr seo qa mvp sdk cli ide saas cd url crud oop'.split(' ').map((term): [string, null] => [term, null]),
]);

/** Lower-case words with these endings are activities or common nouns ("styling", "maquetación"), not names. */
export const COMMON_WORD_ENDINGS = /(?:ings?|tions?|sions?|cion|ciones|sion|siones|ments?|ness|ity|dad|ite|ung|heit|keit|aje|ear|izar|iser)$/;

/** A time-zone, relocation or on-site question names places hypothetically: "could you relocate to Germany?", "on site in London?". */
export const WHERE_AND_WHEN_CONTEXT =
  /\b(?:relocat\w*|mov(?:e|ing) to|time ?zones?|hours|overlap|on-?site|remote\w*|office|in person|mudar\w*|traslad\w*|horarios?|husos?|zona horaria|presencial|remoto|oficina|demenag\w*|fuseaux?|horaires|sur site|bureau|presentiel|a distance|umzieh\w*|umzug|ziehen|vor ort|buro|zeitzonen?|(?:\w+-)?zeiten)\b/;

/** German function words: in a German question capitalisation says nothing about names. */
export const GERMAN_MARKERS = new Set(
  ('du hast bist ist bei mit und der das ich nicht dich dir dein deine deiner deinem deinen kennst warst sind haben wie ' +
    'welche sie ihr mir mich von zu im vom zum zur ein eine einem einer einen hat auf fur wurdest kannst vielen').split(' '),
);

/** Before these a capitalised word names a place even in German ("in Berlin", "nach München"), where nouns take an article. */
export const GERMAN_PLACE_PREPOSITIONS = new Set(['in', 'nach', 'aus']);

/** Words that put a place after them: "in Berlin", "to London", "en Berlín", "à Paris", "nach München". */
export const PLACE_PREPOSITIONS = new Set(['in', 'to', 'from', 'en', 'a', 'desde', 'depuis', 'nach', 'aus']);

