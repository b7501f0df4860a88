/**
 * Small talk by kind, so the offline engine can answer a greeting, a thanks or a goodbye in kind.
 * Together they are the conversational intent's signals.
 */
export const SMALL_TALK_PATTERNS = {
  greeting: [
    '^\\W*(hi|hello|hey|hiya|howdy|greetings|yo|good (morning|afternoon|evening|day))\\b', '\\bhow are you\\b', '\\bnice to meet\\b', '^\\W*what\'?s up\\b',
    '^\\W*(hola|buenas|buenos dias)\\b', '\\bque tal\\b', '\\bcomo estas\\b',
    '^\\W*(bonjour|salut|bonsoir|coucou)\\b', '\\bca va\\b', '\\bcomment allez-vous\\b',
    '^\\W*(hallo|servus|moin|guten (morgen|tag|abend))\\b', '\\bwie geht',
  ],
  thanks: ['\\bthanks?\\b', '\\bthank you\\b', '\\bcheers\\b', '\\bgracias\\b', '\\bmerci\\b', '\\bdanke\\b', '\\b(vielen|besten|herzlichen) dank\\b'],
  farewell: [
    '\\b(good)?bye\\b', '\\bsee (you|ya)\\b', '\\badios\\b', '\\bhasta (luego|pronto|manana)\\b', '\\bau revoir\\b', '\\ba (bientot|plus)\\b',
    '\\bbonne (journee|soiree)\\b', '\\btschuss\\b', '\\bbis (bald|spater|dann)\\b', '\\bciao\\b',
  ],
} as const;

/**
 * Signals per intent, as regular-expression sources over the diacritic-folded, lower-cased
 * question, in all four locales. Each pattern that matches counts one vote; see intent-router.ts.
 * Spoken languages, education and location count as recruiter signals: those are screening questions.
 * Only the language lives here: the owner's name, employers, projects and stack are signals the
 * router derives from the profile (profile-signals.ts).
 */
export const INTENT_PATTERNS = {
  blog: [
    '\\bblog\\w*', '\\barticles?\\b', '\\bnewsletter\\b',
    '\\b(last|latest|recent|newest|new) (post|posts|article)\\b', '\\bwhat (do|did) you (write|blog) about\\b',
    '\\barticulos?\\b', '\\bentradas?\\b', '\\bpublicacion(es)?\\b', '\\bsobre que escribes\\b',
    '\\bbillets?\\b', '\\bsur quoi (ecris-tu|ecrivez-vous)\\b',
    '\\bartikel\\b', '\\bbeitrag(e)?\\b', '\\bworuber (schreibst|bloggst)\\b',
    '\\bposts?\\b', '\\b(written|wrote|writing) about\\b', '\\bescribiste\\b', '\\b(ultimo|ultima) (entrada|articulo|publicacion)\\b',
  ],
  portfolio_meta: [
    '\\b(this|the) (chat|chatbot|assistant|bot)\\b', '\\bare you (an? )?(ai|bot|robot|real|human|person)\\b',
    '\\bhow does this (chat |assistant |bot )?work\\b', '\\bhow were you (built|made|created)\\b',
    '\\bwhy (an? |this )?(ai|chat|chatbot|assistant|bot)\\b', '\\bwhat (llm|model)\\b', '\\bchatbot\\b',
    '\\b(este|esta) (chat|asistente|bot)\\b', '\\beres (una |un )?(ia|bot|robot|real|humana?|persona)\\b',
    '\\bcomo funcionas\\b', '\\bpor que (una |un |este )?(ia|chat|asistente|bot)\\b',
    '\\b(ce|cet) (chat|assistant|bot)\\b', '\\b(es-tu|es tu|etes-vous|etes vous) (une |un )?(ia|bot|robot|reel|humain)\\b',
    '\\bcomment (ca marche|fonctionnes-tu|fonctionnez-vous)\\b', '\\bpourquoi (une |un |cet |ce )?(ia|chat|assistant|bot)\\b',
    '\\b(dieser|diese) (chat|assistent|bot)\\b', '\\b(bist du|sind sie) (eine |ein )?(ki|bot|roboter|echt|mensch)\\b',
    '\\bwie funktionierst du\\b', '\\bwarum (eine |ein |dieser )?(ki|chat|assistent|bot)\\b',
    '\\b(store|save|keep|log|record)s? (my|our|the) (conversations?|chats?|messages?|questions?|data)\\b',
    '\\b(guardas|almacenas) (mis|mi|la|las|nuestra) (conversacion|conversaciones|mensajes|preguntas|datos)\\b',
    '\\b(stockez|conservez|enregistrez|gardez)(-vous)? (mes|ma|la|les|nos) (conversations?|messages|questions|donnees)\\b',
    '\\b(speicherst|speichern) (du|sie)? ?(meine|unsere|die) (gesprache|unterhaltung|nachrichten|fragen|daten)\\b',
  ],
  navigation_contact: [
    '\\bcontact\\b', '\\be-?mail\\b', '\\breach (you|out)\\b', '\\bget in touch\\b', '\\blinkedin\\b',
    '\\bphone\\b', '\\bwhere can i (find|see|read)\\b', '\\bmessage you\\b',
    // The profile's link kinds (contact.links): asking for one is asking how to reach or follow the owner.
    '\\b(github|gitlab|linkedin)( profile| account| page| handle| link| url)?\\b', '\\b(your|personal) (website|web ?site|homepage)\\b',
    '\\b(perfil|cuenta) de (github|linkedin)\\b', '\\b(tu|su) (web|sitio web|pagina web)\\b',
    '\\bprofil (github|linkedin)\\b', '\\b(ton|votre) site( web)?\\b',
    '\\b(github|linkedin)[ -]?profil\\b', '\\b(ihre|deine) (website|webseite|homepage)\\b',
    '\\bcontact(o|ar|arte|actarte)\\b', '\\bcorreo\\b', '\\bescribirte\\b', '\\blocalizarte\\b', '\\btelefono\\b',
    '\\bdonde (puedo )?(encontrar|ver)\\b',
    '\\bcontacter\\b', '\\bjoindre\\b', '\\bcourriel\\b', '\\b(vous|t)\'?ecrire\\b', '\\btelephone\\b',
    '\\bou (puis-je|trouver)\\b',
    '\\bkontakt(ieren)?\\b', '\\berreichen\\b', '\\b(dir|ihnen) schreiben\\b', '\\btelefon\\b', '\\bwo finde\\b',
  ],
  recruiter: [
    '\\bhir(e|ing)\\b', '\\brecruit', '\\bavailab', '\\bopen to\\b', '\\bnotice period\\b', '\\brelocat',
    '\\bsalary\\b', '\\bcompensation\\b', '\\b(day |hourly )?rate\\b', '\\bjob\\b', '\\broles?\\b', '\\bpositions?\\b',
    '\\bopportunit', '\\bresume\\b', '\\bcv\\b', '\\byears of experience\\b', '\\bhow long\\b',
    '\\bwork(ed)? (at|for)\\b', '\\bemploy', '\\bcompan(y|ies)\\b', '\\bstart date\\b', '\\bwhen can you start\\b',
    '\\bremote\\b', '\\bvisa\\b', '\\bfull[- ]time\\b', '\\bspeak\\b', '\\bspoken languages?\\b',
    '\\beducation\\b', '\\bdegree\\b', '\\bstud(y|ied)\\b', '\\bwhere (are you|do you live)\\b', '\\bbased\\b',
    '\\bcontrat', '\\bdisponib', '\\bpuestos?\\b', '\\bofertas?\\b', '\\bsalari', '\\bsueldo\\b',
    '\\bcuanto tiempo\\b', '\\banos de experiencia\\b', '\\bempresas?\\b',
    '\\bempleo\\b', '\\bremoto\\b', '\\bidiomas?\\b', '\\bhablas\\b', '\\bestudi', '\\btitulo\\b', '\\bdonde vives\\b', '\\bformacion\\b',
    '\\bembauch', '\\brecrut', '\\bpostes?\\b', '\\boffres?\\b', '\\bsalaire\\b', '\\bremuneration\\b',
    '\\bcombien de temps\\b', '\\bannees d\'experience\\b', '\\bentreprises?\\b',
    '\\bemploi\\b', '\\bteletravail\\b', '\\ba distance\\b', '\\blangues?\\b', '\\bparle[sz]\\b(?![- ]moi)', '\\bformation\\b', '\\betudes?\\b',
    '\\bdiplome\\b', '\\bou (habitez|vis)\\b',
    '\\beinstell', '\\brekrut', '\\bverfugbar', '\\bstellen?\\b', '\\bangebot\\b', '\\bgehalt', '\\bwie lange\\b',
    '\\bjahre erfahrung\\b', '\\bberufserfahrung\\b', '\\bausbildung\\b', '\\bgearbeitet\\b', '\\bfirm(a|en)\\b', '\\bunternehmen\\b',
    '\\bsprachen?\\b', '\\bsprichst\\b', '\\bstudi(um|ert)\\b', '\\babschluss\\b', '\\bwo wohnst\\b', '\\brollen?\\b',
    '\\bkundigungsfrist\\b',
    '\\bfreelanc', '\\bself-employed\\b', '\\bwhere do you work\\b', '\\bwork (now|currently|these days|right now)\\b',
    '\\bcurrent(ly)? (job|role|employer|position|company|work)\\b', '\\bjoin (a|an|your|our)\\b', '\\bstart-?ups?\\b',
    '\\bphd\\b', '\\bdoctora(te|l)\\b', '\\bthesis\\b', '\\bmaster(\'s|s)?\\b', '\\bempezar\\b', '\\bincorporarte\\b',
    '\\bcommencer\\b', '\\banfangen\\b',
    '\\bautonom[ao]\\b', '\\bdonde trabajas\\b', '\\btrabajas (actualmente|ahora)\\b', '\\btrabajo en\\b', '\\btu etapa\\b', '\\bdoctorado\\b',
    '\\bindependante?\\b', '\\bou travaill(es|ez)\\b', '\\btravaill(es|ez)(-vous|-tu)? actuellement\\b', '\\btravail chez\\b', '\\bdoctorat\\b',
    '\\bfreiberuf', '\\bselbsts?tandig\\b', '\\bwo arbeitest\\b', '\\barbeitest du (aktuell|derzeit|gerade|momentan|jetzt)\\b',
    '\\b(hast du|haben sie) bei\\b', '\\bdoktorarbeit\\b', '\\bpromotion\\b',
    '\\b(time|years|days) (at|with)\\b', '\\b(previous|prior|former|past|last) (jobs?|roles?|employers?|positions?|compan(y|ies))\\b',
    '\\bwork(ed)?( on)? before\\b', '\\bcareer\\b', '\\bwork history\\b', '\\bwhen (can|could|would|will) (you|u) (start|begin|join)\\b',
    '\\btime ?zones?\\b', '\\b(us|eu|working|office) hours\\b', '\\boverlap\\b', '\\bmov(e|ing) (to|abroad)\\b', '\\bnotice\\b',
    '\\bwould you (join|work|consider)\\b', '\\bcontract\\b',
    '\\btrabaj(o|as|abas|aba|aste|ado|arias|aria)\\b', '\\brol(es)?\\b', '\\bcargo\\b', '\\betapa\\b', '\\btrayectoria\\b', '\\bcarrera profesional\\b',
    '\\babiert[ao] a\\b', '\\bhorarios?\\b', '\\bhusos? horarios?\\b', '\\bzona horaria\\b', '\\bmudar', '\\bpreaviso\\b',
    '\\btravaill', '\\bpassage chez\\b', '\\bparcours\\b', '\\bcarriere\\b', '\\bouverte? a\\b', '\\bfuseaux? horaires?\\b', '\\bhoraires\\b',
    '\\bdemenag', '\\bpreavis\\b', '\\brejoindr',
    '\\bzeit (bei|an|in)\\b', '\\bwerdegang\\b', '\\blaufbahn\\b', '\\bkarriere\\b', '\\boffen fur\\b', '\\bwechsel\\b', '\\bzeitzonen?\\b',
    '\\b(arbeits)?zeiten\\b', '\\bumzieh', '\\bziehen\\b', '\\barbeit(est|ete|etest)? (du |sie )?(bei|fur)\\b', '\\barbeiten\\W*$',
  ],
  project: [
    '\\bprojects?\\b', '\\bopen[- ]source\\b', '\\bportfolio\\b', '\\bbuilt\\b', '\\bbuild\\b', '\\bgithub\\b',
    '\\bshipped\\b', '\\bdemo\\b',
    '\\bproyectos?\\b', '\\bcodigo abierto\\b', '\\bconstruiste\\b', '\\bhiciste\\b', '\\bdesarrollaste\\b',
    '\\bprojets?\\b', '\\bconstruit\\b', '\\brealise\\b', '\\bdeveloppe\\b',
    '\\bprojekt(e|en)?\\b', '\\bgebaut\\b', '\\bentwickelt\\b', '\\bquelloffen\\b',
  ],
  engineering: [
    '\\bstack\\b', '\\btech(nolog(y|ies)|nical)?\\b', '\\barchitect', '\\bin go\\b', '\\bperformance\\b',
    '\\baccessibility\\b', '\\ba11y\\b', '\\bwcag\\b', '\\btest(s|ing)?\\b', '\\bdesign systems?\\b', '\\bcode\\b',
    '\\bprogramming\\b', '\\bframeworks?\\b', '\\bskills?\\b', '\\bapi\\b', '\\bback-?end\\b', '\\bfront-?end\\b',
    '\\bdatabases?\\b', '\\bcloud\\b', '\\bdevops\\b', '\\bmobile\\b', '\\bios\\b', '\\bandroid\\b', '\\bbenchmark',
    '\\bpull requests?\\b', '\\bcode reviews?\\b', '\\bteams?\\b', '\\bhow do you work\\b',
    '\\bworking style\\b', '\\bmindset\\b', '\\bphilosoph', '\\bfilosofia\\b', '\\bcomo trabajas\\b', '\\bequipo\\b',
    '\\bcomment travaill(es|ez)\\b', '\\bequipe\\b', '\\bwie arbeitest\\b',
    '\\btecnolog', '\\barquitectura\\b', '\\bhabilidades\\b', '\\bcompetencias\\b', '\\bconocimientos\\b',
    '\\blenguajes?\\b', '\\bpruebas\\b', '\\brendimiento\\b', '\\baccesibilidad\\b', '\\bbases? de datos\\b',
    '\\bnube\\b', '\\bmovil\\b', '\\bcodigo\\b',
    '\\btechnolog', '\\barchitecture\\b', '\\bcompetences?\\b', '\\blangages?\\b', '\\baccessibilite\\b',
    '\\bbases? de donnees\\b',
    '\\barchitektur\\b', '\\bfahigkeiten\\b', '\\bkenntnisse\\b', '\\bprogrammiersprachen?\\b', '\\btesten\\b',
    '\\bleistung\\b', '\\bbarrierefreiheit\\b', '\\bdatenbank', '\\bmobil', '\\bkompetenzen\\b',
    '\\b(do|did|have|can) you (know|use|used|write|written|code|program)\\b', '\\bin production\\b',
    '\\b(load|loads|loading) (faster|time|times|speed)\\b', '\\bfaster\\b',
    '\\bsabes\\b', '\\bconoces\\b', '\\bprogramas\\b', '\\bdominas\\b',
    '\\bconnaissez\\b', '\\bconnais\\b', '\\bcodez\\b', '\\bprogrammez\\b', '\\bmaitrisez\\b',
    '\\bkennst du\\b', '\\bprogrammierst\\b', '\\bbeherrschst\\b', '\\bschneller\\b',
    '\\blanguage models?\\b', '\\bgenerative\\b', '\\bmodel(os|es|e|o)? de (lenguaje|langage)\\b', '\\bsprachmodell', '\\btest(eas|ear|eo|es|est)\\b',
  ],
  conversational: [...SMALL_TALK_PATTERNS.greeting, ...SMALL_TALK_PATTERNS.thanks, ...SMALL_TALK_PATTERNS.farewell],
} as const;

/**
 * Signals that count half a vote: "experience" alone is a recruiter question ("what experience do
 * you have?"), but next to a technology it is an engineering one ("what's your LLM experience?").
 */
export const WEAK_INTENT_PATTERNS: Partial<Record<keyof typeof INTENT_PATTERNS, readonly string[]>> = {
  recruiter: ['\\bexperiences?\\b', '\\bexperiencias?\\b', '\\berfahrung(en)?\\b'],
};
