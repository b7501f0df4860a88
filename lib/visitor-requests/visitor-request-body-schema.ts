import { z } from 'zod';
import { VISITOR_REQUEST_KINDS, VISITOR_REQUEST_LIMITS as LIMITS } from '@/lib/contracts';
import { localeSchema } from '@/lib/platform';
import { cleanVisitorText } from '@/lib/visitor-requests/visitor-text';

/** `Idempotency-Key`: 16..128 characters of `[A-Za-z0-9_-]`. */
export const idempotencyKeySchema = z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${LIMITS.minKeyChars},${LIMITS.maxKeyChars}}$`));

/** A visitor's text field: cleaned at the door (see visitor-text.ts), then trimmed, then measured. */
const visitorText = ({ multiline }: { multiline: boolean }) => z.string().transform((text) => cleanVisitorText({ text, multiline }).trim());

const optionalCompany = visitorText({ multiline: false })
  .pipe(z.string().max(LIMITS.maxCompanyChars))
  .optional()
  .transform((company) => (company ? company : undefined));

/** `POST /api/requests`: strict; `slot` is required for an intro call and refused for a message. */
export const createVisitorRequestBodySchema = z
  .strictObject({
    kind: z.enum(VISITOR_REQUEST_KINDS),
    locale: localeSchema,
    name: visitorText({ multiline: false }).pipe(z.string().min(1).max(LIMITS.maxNameChars)),
    email: z.string().trim().max(LIMITS.maxEmailChars).pipe(z.email()),
    company: optionalCompany,
    message: visitorText({ multiline: true }).pipe(z.string().min(1).max(LIMITS.maxMessageChars)),
    slot: z.iso.datetime({ offset: true }).optional(),
    consent: z.literal(true),
  })
  .superRefine((body, context) => {
    if (body.kind === 'intro_call' && body.slot === undefined) context.addIssue({ code: 'custom', path: ['slot'], message: 'required for an intro call' });
    if (body.kind === 'message' && body.slot !== undefined) context.addIssue({ code: 'custom', path: ['slot'], message: 'not allowed for a message' });
  });

export type CreateVisitorRequestBody = z.infer<typeof createVisitorRequestBodySchema>;

/** `POST /api/requests/{reference}/cancel` takes an empty object. */
export const cancelVisitorRequestBodySchema = z.strictObject({});
