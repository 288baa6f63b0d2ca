import type { Decider } from '@oneway/contracts';
import type { SupportTicketCommand } from './support-ticket.commands.js';
import { decideSupportTicket } from './support-ticket.decide.js';
import {
  evolveSupportTicket,
  initialSupportTicketState,
  type SupportTicketEvent,
  type SupportTicketState,
} from './support-ticket.state.js';

export const supportTicketDecider: Decider<SupportTicketCommand, SupportTicketState, SupportTicketEvent> = {
  initialState: initialSupportTicketState,
  evolve: evolveSupportTicket,
  decide: (command, state) => decideSupportTicket(command, state),
};

export const supportTicketStreamId = (ticketId: string) => `support-ticket-${ticketId}`;
