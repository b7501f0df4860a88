'use client';

import { createContext, useContext } from 'react';
import type { FitPanelCopy } from '@/lib/i18n';

/** What the chat page shares with anything that can start a fit check (the chat's paste offer). */
export interface FitCheckControls {
  copy: FitPanelCopy;
  /** Opens the panel with a job description and checks it right away. */
  checkText: (text: string) => void;
}

export const FitCheckContext = createContext<FitCheckControls | null>(null);

/** The fit check of this page, or null outside one. */
export function useFitCheck(): FitCheckControls | null {
  return useContext(FitCheckContext);
}
