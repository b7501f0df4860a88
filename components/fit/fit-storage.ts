import type { FitResponse } from '@/lib/fit/client';
import type { Locale } from '@/lib/contracts';

/** The last check of this tab: back from an evidence link, the visitor finds the table where they left it. */
export interface SavedFitCheck {
  locale: Locale;
  text: string;
  result: FitResponse | null;
}

// v2: each requirement carries what matched (`matches`); a v1 check saved before it is not restored.
const KEY = 'ask-me:fit-check:v2';

/** The tab's storage, or null where the browser refuses it (private modes, blocked storage). */
export function fitStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveFitCheck({ storage, check }: { storage: Storage; check: SavedFitCheck }): void {
  try {
    storage.setItem(KEY, JSON.stringify(check));
  } catch {
    // A full or refused storage only costs the restore after a reload.
  }
}

/** The saved check for this locale, or null (another locale's, none, or unreadable). */
export function loadFitCheck({ storage, locale }: { storage: Storage; locale: Locale }): SavedFitCheck | null {
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? 'null') as SavedFitCheck | null;
    return saved && saved.locale === locale && typeof saved.text === 'string' ? saved : null;
  } catch {
    return null;
  }
}

export function clearFitCheck({ storage }: { storage: Storage }): void {
  storage.removeItem(KEY);
}
