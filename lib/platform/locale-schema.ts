import { z } from 'zod';
import { LOCALES } from '@/lib/contracts';

/** A supported locale in a request body. Kept out of lib/contracts so the browser's copy of the contracts has no zod. */
export const localeSchema = z.enum(LOCALES);
