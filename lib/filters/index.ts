/**
 * Content filters on the visitor's text: sensitive input (cards, IBANs, passports, keys), instruction
 * override and prompt extraction with their disguises undone, and the leak check on model output.
 * Imports contracts, text.
 */
export { detectInstructionOverride, type OverrideCategory } from '@/lib/filters/instruction-override';
export { createLeakIndex, createLeakWatch, leakIndexFor, type LeakCheck, type LeakIndex } from '@/lib/filters/prompt-leak';
export { detectSensitiveInput, type SensitiveCategory } from '@/lib/filters/sensitive-input';
