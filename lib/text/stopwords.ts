import type { Locale } from '@/lib/contracts';

/**
 * Function words per locale, already diacritic-folded. They carry no topic, so body-overlap
 * scoring ignores them (keyword phrases still see them: "base de datos" needs its "de").
 * English lists the halves of contractions too: "won’t" splits into "won" and "t", and "won"
 * must not make the blog's "I won’t pretend" answer "who won the world cup?".
 */
export const STOPWORDS: Record<Locale, ReadonlySet<string>> = {
  en: new Set(
    ('a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its ' +
      'me my of on or our so than that the their them then there these they this those to was we were what when where ' +
      'which who whom why will with would you your yours yourself about any some tell please just also very much many ' +
      'm s t d ll re ve don didn doesn isn aren wasn weren won wouldn couldn shouldn haven hasn ' +
      'am been being here ever each both own per onto')
      .split(' '),
  ),
  es: new Set(
    ('a al algo como con cual cuales cuando de del donde el ella ellas ellos en era eres es esa ese eso esta estas este ' +
      'esto estos fue ha han has hay la las le les lo los me mi mis muy nos o para pero por que quien se si sin sobre ' +
      'son su sus te ti tu tus tuve tuviste un una uno unos unas y ya yo cuanto cuanta cuantos cuantas puedes dime ' +
      'porque he hemos han habia habias habian tenia tenias estaba estabas estuve estuvo sido ser estar estan mas tambien ' +
      'aqui alli alla tan ese esas esos')
      .split(' '),
  ),
  fr: new Set(
    ('a au aux avec avez avons ce ces cet cette d dans de des du elle elles en es est et etes etait il ils j je l la le les leur ' +
      'lui m ma mais me mes moi mon n ne nous on ou par pas pour qu quel quelle quels quelles que qui s sa se ses son ' +
      'sont sur t ta te tes toi ton tu un une vos votre vous y combien comment quand pourquoi ' +
      'chez as ont eu eus eue avait avais aviez avaient suis ete etiez cela ca ici tres plus tout tous toute toutes ' +
      'notre nos leurs dont aussi deja encore comme alors donc')
      .split(' '),
  ),
  de: new Set(
    ('der die das den dem des ein eine einen einem einer eines und oder aber ich du er sie es wir ihr mich mir dich ' +
      'dir sich mein meine dein deine deinen deiner ist bist sind war warst waren hat hast habe haben wird wirst zu ' +
      'im in an am auf aus bei mit nach von vor fur uber um wie was wer wo warum welche welcher welches nicht auch ' +
      'noch nur so als wenn dass denn kannst kann sehr viel viele wann woran ' +
      'hatte hattest hatten hatte wurde wurden worden sein ihre ihren ihrem ihrer unser dort da hier schon bereits ' +
      'jetzt zum zur vom beim ins ob weil man ihnen ihm ihn uns euch')
      .split(' '),
  ),
};

const ALL_STOPWORDS: ReadonlySet<string> = new Set(Object.values(STOPWORDS).flatMap((words) => [...words]));

/** True when the folded word is a function word in the given locale (or in any locale when none is given). */
export function isStopword({ word, locale }: { word: string; locale?: Locale }): boolean {
  return (locale ? STOPWORDS[locale] : ALL_STOPWORDS).has(word);
}
