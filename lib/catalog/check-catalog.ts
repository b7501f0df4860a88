import { FACT_SEPARATOR, MAX_SELECTED_FACTS } from '@/lib/catalog/catalog-selection';
import { buildFactCatalog } from '@/lib/catalog/fact-catalog';
import { siteLocales, type Profile } from '@/lib/knowledge';

/**
 * The catalog problems an editor must fix before catalog mode can answer every selection: the longest
 * answer the model could select (the longest facts together) must fit the answer size limit. Checked on the
 * worst case directly, so it holds for every combination without listing them. Only the site's locales are served.
 */
export function findCatalogProblems({ profile, maxAnswerChars }: { profile: Profile; maxAnswerChars: number }): string[] {
  const facts = Object.values(buildFactCatalog({ profile }));
  return siteLocales({ profile }).flatMap((locale) => {
    const longest = [...facts].sort((left, right) => right.text[locale].length - left.text[locale].length).slice(0, MAX_SELECTED_FACTS);
    const chars = longest.reduce((sum, fact) => sum + fact.text[locale].length, 0) + FACT_SEPARATOR.length * (longest.length - 1);
    return chars <= maxAnswerChars
      ? []
      : [`catalog (${locale}): the facts ${longest.map((fact) => `"${fact.id}"`).join(', ')} together make a ${chars}-character answer, over the ${maxAnswerChars}-character answer limit (CHAT_MAX_TOKENS): shorten one of them`];
  });
}
