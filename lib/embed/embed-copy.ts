import { LOCALES, type Locale } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n';
import type { EmbedCopy } from '@/lib/embed/embed-script';

/** The launcher's words in every locale, from the dictionaries (the launcher says what the chat page's link says). */
export function embedCopy(): Record<Locale, EmbedCopy> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const { page } = getDictionary({ locale });
      return [locale, { launcher: page.askMe, dialog: page.chatTitle, frame: page.embed.frameTitle }];
    }),
  ) as Record<Locale, EmbedCopy>;
}
