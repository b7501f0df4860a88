/** The two content widths: the portfolio's reading grid and the chat's single column. Header, main and footer share one. */
export const SITE_WIDTH = {
  wide: 'mx-auto w-full max-w-5xl px-5 sm:px-8',
  narrow: 'mx-auto w-full max-w-3xl px-4 sm:px-6',
} as const;

export type SiteWidth = keyof typeof SITE_WIDTH;
