const base =
  'inline-flex min-h-10 items-center justify-center gap-1 rounded-full px-4 py-2 text-sm font-medium transition-colors motion-reduce:transition-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50 dark:focus-visible:outline-blue-400';

/** Class names of the chat's buttons, shared so every control has the same visible focus and sizes. */
export const BUTTON_STYLES = {
  primary: `${base} bg-neutral-900 text-white hover:bg-neutral-700 dark:bg-neutral-100 dark:text-neutral-900 dark:hover:bg-neutral-300`,
  secondary: `${base} border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800`,
  quiet: 'inline-flex min-h-8 items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-neutral-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-neutral-300 dark:focus-visible:outline-blue-400',
} as const;
