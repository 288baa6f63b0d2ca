import { defineError } from '../errors.js';

/** Support tickets (messaging's SupportTicket aggregate). */
export const supportTicketErrors = {
  notFound: defineError({ code: 'TICKET.NOT_FOUND', kind: 'not_found', message: 'Ticket not found' }),
  idTaken: defineError({ code: 'TICKET.ID_TAKEN', kind: 'conflict', message: 'This ticket id is already used' }),
  subjectInvalid: defineError({
    code: 'TICKET.SUBJECT_INVALID',
    kind: 'validation',
    message: (max: number) => `Subject must be between 3 and ${max} characters`,
    fieldErrors: (max) => [{ field: 'subject', message: `Subject must be between 3 and ${max} characters` }],
  }),
  contentEmpty: defineError({
    code: 'TICKET.CONTENT_EMPTY',
    kind: 'validation',
    message: 'Message cannot be empty',
    fieldErrors: () => [{ field: 'content', message: 'Message cannot be empty' }],
  }),
  contentTooLong: defineError({
    code: 'TICKET.CONTENT_TOO_LONG',
    kind: 'validation',
    message: (max: number) => `Message must be at most ${max} characters`,
    fieldErrors: (max) => [{ field: 'content', message: `Message must be at most ${max} characters` }],
  }),
  closed: defineError({
    code: 'TICKET.CLOSED',
    kind: 'conflict',
    message: 'This ticket is closed. Open a new ticket if you still need help.',
  }),
  invalidTransition: defineError({
    code: 'TICKET.INVALID_TRANSITION',
    kind: 'conflict',
    message: (from: string, to: string) => `A ${from.replace(/_/g, ' ')} ticket cannot become ${to.replace(/_/g, ' ')}`,
  }),
  assigneeNotStaff: defineError({
    code: 'TICKET.ASSIGNEE_NOT_STAFF',
    kind: 'validation',
    message: 'A ticket can be assigned only to a staff member',
    fieldErrors: () => [{ field: 'assigneeId', message: 'A ticket can be assigned only to a staff member' }],
  }),
  shipmentNotYours: defineError({
    code: 'TICKET.SHIPMENT_NOT_YOURS',
    kind: 'validation',
    message: 'You can open a ticket only about a shipment of yours',
    fieldErrors: () => [{ field: 'shipmentId', message: 'You can open a ticket only about a shipment of yours' }],
  }),
};
