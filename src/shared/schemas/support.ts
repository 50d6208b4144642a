import { z } from 'zod';

// The contact form of spec section 5: every field is required.
export const contactFormSchema = z.object({
  name: z.string({ error: 'Please enter your name' }).trim().min(1, 'Please enter your name').max(100, 'Name must be at most 100 characters'),
  email: z.string({ error: 'Please enter a valid email address' }).trim().email('Please enter a valid email address').max(254),
  subject: z
    .string({ error: 'Please enter a subject' })
    .trim()
    .min(1, 'Please enter a subject')
    .max(200, 'Subject must be at most 200 characters'),
  message: z
    .string({ error: 'Please enter your message' })
    .trim()
    .min(1, 'Please enter your message')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactFormInput = z.infer<typeof contactFormSchema>;

export const supportTicketStatusSchema = z.enum(['open', 'answered', 'closed'], {
  error: 'Status must be one of open, answered, closed',
});
export type SupportTicketStatus = z.infer<typeof supportTicketStatusSchema>;

export const supportTicketSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: supportTicketStatusSchema,
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  organizationName: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const createdTicketSchema = z.object({ id: z.number().int(), message: z.string() });

export const ticketListQuerySchema = z.object({ status: supportTicketStatusSchema.optional() });

export const updateTicketInputSchema = z.object({ status: supportTicketStatusSchema });

export const replyTicketInputSchema = z.object({
  reply: z.string({ error: 'Write a reply' }).trim().min(1, 'Write a reply').max(10000, 'Reply must be at most 10000 characters'),
});

export const replyTicketResponseSchema = z.object({ ticket: supportTicketSchema, mailed: z.boolean(), message: z.string() });
