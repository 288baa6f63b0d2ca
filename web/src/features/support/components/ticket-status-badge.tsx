import { Badge } from '@chakra-ui/react';
import { TICKET_STATUSES, type TicketStatus } from '../api/support-tickets';

const PALETTE: Record<TicketStatus, string> = {
  open: 'blue',
  in_progress: 'purple',
  waiting_on_user: 'orange',
  resolved: 'green',
  closed: 'gray',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge colorPalette={PALETTE[status]}>{TICKET_STATUSES[status]}</Badge>;
}
