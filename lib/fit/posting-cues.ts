/**
 * How postings in en/es/fr/de head their sections and word their boilerplate. Every pattern runs on
 * folded text (lower case, no diacritics, straight apostrophes). Zod-free and small: the chat page
 * uses the headings to recognise a pasted posting.
 */
export type SectionKind = 'requirements' | 'nice' | 'responsibilities' | 'boilerplate' | 'stack' | 'conditions' | 'other';

/** Heading patterns, tried in this order against the whole heading (anchored at its start). */
export const HEADING_PATTERNS: ReadonlyArray<[SectionKind, RegExp]> = [
  ['nice', /^(nice[- ]to[- ]haves?|ideally|idealmente|idealement|(it )?would be (great|nice|a plus)|bonus( points)?|(it'?s |would be )?a (big )?plus|pluses|preferred( qualifications| skills| experience)?|(desirable|desired|optional|additional)( skills| qualifications| requirements)?|extra (credit|points)|even better|good to have|brownie points|valorables?|se valorara|(requisitos |conocimientos )?deseables?|valoramos|(sera|es) un plus|puntos extra|sumara puntos|(serait|c'est|ce serait) un (plus|atout|bonus)|les plus|atouts?|(competences )?(souhaitees|appreciees)|un plus|wunschenswert|von vorteil|pluspunkte?|idealerweise|wunschkenntnisse|ein plus)\b/],
  ['responsibilities', /^((key |main |your |core )?responsibilities|what you('ll| will)? (do|be doing|work on|own|achieve)|your (role|mission|impact|tasks|day[- ]to[- ]day|challenges?)|the role|role overview|about the (role|job|position)|in this role|day[- ]to[- ]day|the job|job description|what you'll be working on|tasks|responsabilidades|funciones|(que|lo que) (haras|vas a hacer)|tu (rol|mision|dia a dia|reto|papel)|(sobre )?el (puesto|rol|reto)|(tus|principales) (funciones|responsabilidades|tareas)|tareas|descripcion del puesto|sobre el puesto|en que consiste|(vos|tes|les|principales) (missions|responsabilites|taches)|missions?( principales)?|responsabilites|(ce que|ce qu') ?(vous ferez|tu feras|vous allez faire)|le (poste|role)|votre (role|quotidien|mission)|(descriptif|description) du poste|au quotidien|(ihre|deine|die) (aufgaben|rolle|mission|verantwortung|herausforderungen?)|aufgaben(gebiet|bereich)?|was (du|sie) (tun|machen) (wirst|werden)|stellenbeschreibung|(deine |ihre )?tatigkeiten|verantwortlichkeiten|(dein|ihr) (job|alltag))\b/],
  ['boilerplate', /^((what|why) we offer|(what's|what is) in it for you|why (join us|you'll love|work with us|us)|benefits|perks|compensation|salary|about us|about (the )?(company|team)|about (?!you\b|the (role|job|position)\b|this (role|job|position)\b)[\p{L}\d]+( [\p{L}\d]+){0,2}$|sobre (?!ti\b|el (puesto|rol)\b)[\p{L}\d]+( [\p{L}\d]+){0,2}$|uber (?!dich\b|sie\b|die (rolle|stelle|position)\b)[\p{L}\d]+( [\p{L}\d]+){0,2}$|who we are|our (story|mission|values|culture|company|team|benefits|offer)|(equal|equality of) opportunit|diversity|eeo|how to apply|(our |the )?(hiring|interview|recruitment|application|selection) process|next steps|apply|to apply|contact|life at|our offer|the offer|we provide|what you get|you'll get|rewards|(data )?privacy|(que|lo que) (te )?ofrecemos|ofrecemos|beneficios|ventajas|te ofrecemos|sobre nosotros|quienes somos|(la|nuestra) empresa|(nuestra|la) (cultura|mision|historia|compania)|igualdad|diversidad|(como|quieres) (aplicar|postular|inscribirte)|proceso de seleccion|si te interesa|salario|retribucion|condiciones|por que (unirte|trabajar)|unete|contacto|privacidad|proteccion de datos|(ce que )?(nous (vous )?offrons|nous (vous )?proposons|on t'offre|on vous offre)|(nos |les )?avantages|pourquoi (nous )?rejoindre|qui sommes-nous|a propos|l'entreprise|notre entreprise|la societe|(notre|nos) (histoire|mission|valeurs|culture|equipe)|egalite|diversite|(processus|etapes) de (recrutement|selection)|(comment|pour) postuler|candidature|remuneration|salaire|package|(was wir bieten|wir bieten|unser angebot|das bieten wir)|was (dich|sie) (bei uns )?erwartet|(deine |ihre )?vorteile|uber uns|wer wir sind|das sind wir|(unser )?unternehmen|wir sind|chancengleichheit|vielfalt|diversitat|bewerbung(sprozess)?|(so|wie) (bewirbst du dich|bewerben sie sich)|interesse|interessiert|kontakt|gehalt|vergutung|datenschutz)\b/u],
  ['conditions', /^(location|work(ing)? (model|mode|arrangement)|workplace|remote policy|ubicacion|localizacion|modalidad( de trabajo)?|lugar de trabajo|lieu( de travail)?|localisation|teletravail|mode de travail|standort|arbeitsort|arbeitsmodell|einsatzort)\b/],
  ['stack', /^((our |the )?(tech(nology)?|technical) stack|stack|(our )?tools|tecnologias|(nuestro )?stack( tecnologico)?|stack technique|(notre )?stack|environnement technique|technologien|(unser )?tech[- ]?stack|(unsere )?tools)\b/],
  ['requirements', /^(((minimum|basic|key|core|essential|required|technical) )?(requirements?|qualifications?|skills)|what (we're|we are|we) (looking for|look for|need|expect)|what you('ll)? (bring|need|have)|who you are|about you|you (have|are|bring|will have|should have)|your (profile|skills|experience|background|qualifications)|(skills|experience)( (and|&) (qualifications|experience|skills))?|must[- ]haves?|(the )?ideal candidate|candidate profile|profile|requisitos( minimos| imprescindibles| obligatorios)?|(que|lo que) (buscamos|necesitamos|pedimos|esperamos)|buscamos|perfil( buscado| que buscamos| requerido| del candidato)?|tu perfil|que necesitas|que debes (tener|aportar)|imprescindibles?|requerimientos|experiencia (requerida|necesaria)|conocimientos( requeridos| tecnicos)?|formacion( y experiencia)?|que aportas|sobre ti|(votre |ton )?profil( recherche| souhaite)?|competences( requises| techniques| recherchees)?|prerequis|exigences|qualifications( requises)?|(ce que|ce qu') ?nous recherchons|nous recherchons|(ce que|ce qu') ?(nous attendons|l'on attend)( de (vous|toi))?|(vous|tu) (etes|avez|es|as)|qui etes-vous|qui es-tu|ce que (vous apportez|tu apportes)|votre experience|indispensables?|requis|(ihr |dein )?profil|anforderungen|(das|was) (bringst du|bringen sie|du mitbringst|sie mitbringen)( mit)?|was (du|sie) mitbringen?( solltest| sollten)?|qualifikation(en)?|voraussetzungen|(deine|ihre) (qualifikationen|kenntnisse|skills|erfahrung)|kenntnisse|(was )?wir erwarten|das zeichnet (dich|sie) aus)\b/],
];

/** Sentences that are never requirements wherever they stand: equal opportunity, how to apply, benefits. */
export const BOILERPLATE_SENTENCE = new RegExp(
  [
    'equal opportunit', 'regardless of (race|gender|age|religion|sex|sexual|national|disability|color|colour|ethnic)', 'we (welcome|encourage) (applications|applicants|candidates|people)',
    '(send|submit|email) (us )?(your )?(cv|resume|application|portfolio)', 'apply (now|today|here|via|through|by|online)', 'click apply', '\\bto apply\\b',
    'reasonable accommodation', 'we are committed to (diversity|inclusion|building a diverse|creating an inclusive)', 'privacy (notice|policy)',
    '(competitive|attractive) (salary|compensation|package|pay)', '(salary|compensation|pay) range', 'stock options', '\\bequity\\b', 'paid time off', '\\bpto\\b',
    '(days of )?(vacation|holidays) (per|a) year', 'health (insurance|care benefits)', '\\b401k\\b', 'pension (plan|scheme)', 'gym membership', '(free|catered) (lunch|snacks|meals)',
    'learning (and development )?budget', 'parental leave', 'bonus (scheme|plan)',
    'igualdad de oportunidades', 'sin (distincion|discriminacion)', '(envia|envianos|manda|mandanos) (tu |el )?(cv|curriculum)', '(inscribete|postulate|aplica) (ya|ahora|aqui|en)',
    'salario (competitivo|atractivo)', 'rango salarial', 'retribucion (flexible|competitiva|atractiva)', 'seguro medico', 'dias de vacaciones', 'ticket restaurante', 'plan de (carrera|formacion)',
    'egalite des chances', 'sans distinction', '(envoyez|adressez|transmettez)(-nous)? (votre )?(cv|candidature)', '\\bpostulez\\b', '(salaire|remuneration) (attractive?|competitive?|selon)',
    '\\bmutuelle\\b', 'tickets? restaurants?', '\\brtt\\b', 'jours de conges', 'prime (annuelle|sur objectifs)', "handicap",
    'chancengleichheit', 'unabhangig von (geschlecht|alter|herkunft|religion|behinderung|sexueller)', '(wir freuen uns auf|sende uns|schicke uns|senden sie uns) (deine|ihre)',
    '(bewirb dich|bewerben sie sich)', '(attraktives|faires|wettbewerbsfahiges|marktgerechtes) gehalt', 'urlaubstage', 'altersvorsorge', '\\bjobrad\\b', 'weiterbildungsbudget',
  ].join('|'),
);

/** A requirement that is only welcome, not required. */
export const NICE_CUE = /\b(nice to have|nice-to-have|is a (big |strong |huge |real )?plus|a (big |strong |huge |real )?plus|bonus|preferred|preferably|ideally|desirable|would be (great|nice|a plus)|is an advantage|an advantage|good to have|not required|optional|extra points|even better|valorables?|se valorara|valoraremos|deseables?|sera un plus|es un plus|un plus|idealmente|preferiblemente|suma puntos|no imprescindible|un atout|apprecie|appreciee|souhaitable|idealement|serait un plus|de preference|facultati(f|ve)|von vorteil|wunschenswert|ein plus|idealerweise|gerne|pluspunkt|vorteilhaft)\b/;

/** Words that make a prose sentence a statement about the candidate (outside a requirements section). */
export const REQUIREMENT_CUE = /\b(you|your|you'll|you've|candidate|looking for|seeking|we need|must|required|requirements?|experience|experienced|knowledge|proficien\w*|familiar\w*|skills?|ability|years?|fluent|degree|background in|hands-on|buscamos|necesitamos|requisit\w*|experiencia|conocimientos?|dominio|manejo|imprescindible|valorable|anos|nivel|titulacion|tienes|tendras|debes|deberas|se requiere|indispensable|recherchons|vous|experience|connaissances?|maitrise|competences?|requis|souhaite|ans|annees|niveau|diplome|candidat|wir suchen|suchen|du (hast|bist|bringst|verfugst|kennst)|sie (haben|bringen|verfugen|kennen)|erfahrung|kenntnisse|vorausgesetzt|erforderlich|voraussetzung|mindestens|jahre|abschluss|bringst|mitbringen)\b/;

/** A list item's marker: dashes and dots, check marks and emoji, "1." / "a)" numbering. */
export const BULLET = /^(?:[-*•·▪◦‣–—+●○■□➤➢►▶✓✔☑✗✘»>]|\p{Extended_Pictographic}\uFE0F?|\(?\d{1,2}[.)]|\(?[a-z][.)])\s+/u;

/** Everything before the first heading of a posting is an introduction. */
export type PostingSectionKind = SectionKind | 'intro';

/** Words a heading may carry after its cue ("Your profile and skills", "Nice to have for this role"). */
const MAX_WORDS_AFTER_CUE = 3;

/** The kind of a heading text, or null when it is not a known section heading ("Experience with Kafka" is an item, not a heading). */
export function headingKind({ folded }: { folded: string }): SectionKind | null {
  const text = folded.replace(/^[^\p{L}]+/u, '').replace(/[\s:.!?*_#-]+$/u, '').trim();
  for (const [kind, pattern] of HEADING_PATTERNS) {
    const match = pattern.exec(text);
    if (match && text.slice(match[0].length).split(/\s+/).filter(Boolean).length <= MAX_WORDS_AFTER_CUE) return kind;
  }
  return null;
}
