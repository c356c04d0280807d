import { z } from 'zod';
import { honeypotShape, idSchema } from './common.ts';
import { emailSchema, LIMITS, requiredText, text, timestampSchema } from './text.ts';

export const contactMessageSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  created_at: timestampSchema,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactCreateSchema = z.object({
  name: requiredText(LIMITS.name),
  email: emailSchema,
  message: requiredText(LIMITS.text),
  phone: text(LIMITS.phone).optional().default(''),
  subject: text(LIMITS.short).optional().default(''),
  ...honeypotShape,
});
export type ContactCreate = z.infer<typeof contactCreateSchema>;

// ---------- admin inbox ----------

export const contactUpdateSchema = z.object({ read: z.boolean() });
