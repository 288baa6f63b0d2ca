import { Badge } from '@chakra-ui/react';
import { statusText } from '@/lib/marketplace-format';
import type { TripStatus } from '../api/types';

const COLORS: Record<TripStatus, string> = {
  pending_verification: 'yellow',
  active: 'green',
  completed: 'blue',
  cancelled: 'gray',
  rejected: 'red',
};

export function TripStatusBadge({ status }: { status: TripStatus }) {
  return (
    <Badge colorPalette={COLORS[status] ?? 'gray'} data-testid="trip-status">
      {statusText(status)}
    </Badge>
  );
}
