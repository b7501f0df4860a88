/** See accept-language.mjs: the language a visitor prefers among `languages` (default first). */
export function pickLanguage<Language extends string>(input: { acceptLanguage: string | null | undefined; languages: readonly [Language, ...Language[]] | readonly Language[] }): Language;
