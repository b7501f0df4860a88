// Plain JavaScript, not TypeScript, because two kinds of code run it: the app (through negotiate-locale.ts) and the
// door thread of `server.mjs` (server-door.mjs), which runs before and outside Next's build and must refuse a busy
// question in the visitor's language by the same rule as the app.

/** One range of an Accept-Language header, or null when it cannot be used (empty, `*`, a malformed q-value). */
function parseRange(part, order) {
  const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
  if (tag === '' || tag === '*') return null;
  const qualityParameter = parameters.find((parameter) => parameter.toLowerCase().startsWith('q='));
  const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
  // A malformed q-value makes the whole range unusable rather than silently preferred.
  if (!Number.isFinite(quality) || quality <= 0 || quality > 1) return null;
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  return { primary, quality, order };
}

/**
 * Picks the language a visitor prefers from an Accept-Language header (region subtags ignored) among `languages`
 * (default first): the first of them in the visitor's order, else the default.
 */
export function pickLanguage({ acceptLanguage, languages }) {
  const [defaultLanguage] = languages;
  if (!acceptLanguage) return defaultLanguage;
  const ranges = acceptLanguage
    .split(',')
    .map((part, order) => parseRange(part, order))
    .filter((range) => range !== null)
    .sort((left, right) => right.quality - left.quality || left.order - right.order);
  for (const range of ranges) {
    const match = languages.find((language) => language === range.primary);
    if (match) return match;
  }
  return defaultLanguage;
}
