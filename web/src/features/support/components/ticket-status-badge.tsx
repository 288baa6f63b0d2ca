import { Badge } from '@chakra-ui/react';
import { STAFF_TICKET_STATUSES, TICKET_STATUSES, type TicketStatus } from '../api/support-tickets';

const PALETTE: Record<TicketStatus, string> = {
  open: 'blue',
  in_progress: 'purple',
  waiting_on_user: 'orange',
  resolved: 'green',
  closed: 'gray',
};

/** A ticket's status, worded for its owner or, with `staff`, for the support team. */
export function TicketStatusBadge({ status, staff = false }: { status: TicketStatus; staff?: boolean }) {
  return <Badge colorPalette={PALETTE[status]}>{(staff ? STAFF_TICKET_STATUSES : TICKET_STATUSES)[status]}</Badge>;
}
