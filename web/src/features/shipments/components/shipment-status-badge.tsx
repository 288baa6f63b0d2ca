import { Badge } from '@chakra-ui/react';
import { statusText } from '@/lib/marketplace-format';
import type { ShipmentStatus } from '../api/types';
import { shipmentStatusColor } from '../utils/shipment-rules';

export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  return (
    <Badge colorPalette={shipmentStatusColor(status)} data-testid="shipment-status">
      {statusText(status)}
    </Badge>
  );
}
