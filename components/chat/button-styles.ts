const base =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-medium transition-colors motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-50';

/** Class names of the site's buttons and button-like links, shared so every control has the same focus and sizes. */
export const BUTTON_STYLES = {
  primary: `${base} bg-accent text-on-accent hover:bg-accent-strong`,
  secondary: `${base} border border-line bg-surface text-ink hover:border-accent hover:text-accent`,
  quiet: 'inline-flex min-h-8 items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-muted underline-offset-2 hover:text-ink hover:underline',
} as const;
