import { neutralizeContextMarkers } from '@/lib/prompt/context-markers';

/** What a forged role header becomes: visible, and no longer shaped like a header. */
export const NEUTRALISED_ROLE_LABEL = '[role label removed]';

// C0/C1 control characters except tab, line feed, vertical tab, form feed and carriage return (whitespace, collapsed later).
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;
// Chat-template tokens (<|im_start|>, [INST], <<SYS>>): replaced by a line break so the role word after them starts a line.
const TEMPLATE_TOKEN = /<\|[^|\n]{0,40}\|>|\[\/?INST\]|<<\/?SYS>>/gi;
// A line that opens like a speaker or instruction header: "system:", "### System", "[ASSISTANT]", "Developer message:".
const ROLE_HEADER =
  /^[ \t#>*_`|~[<(-]*(?:system|developer|assistant|user|visitor|human|ai|model|tool|function|instructions?|admin|operator)\b(?:[ \t]+(?:prompt|message|instructions?|note|override))?(?:[ \t]*\([^)\n]{0,40}\))?(?:[ \t]*[\]>)*_`]+[ \t]*:?|[ \t]*:|[ \t]*$)/gim;

/**
 * Makes visitor-supplied text safe to quote as data inside the CONTEXT: strips control and invisible
 * characters, neutralises marker lookalikes and role headers, and collapses it onto one line so it
 * cannot start a line of its own in the prompt.
 */
export function sanitizeVisitorText({ text }: { text: string }): string {
  const visible = neutralizeContextMarkers({ text: text.replace(CONTROL, '') }).replace(TEMPLATE_TOKEN, '\n');
  return visible.replace(ROLE_HEADER, NEUTRALISED_ROLE_LABEL).replace(/\s+/g, ' ').trim();
}
