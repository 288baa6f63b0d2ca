import type { ShipmentAction } from '@oneway/contracts';
import type { ShipmentStatus, ShipmentView } from '../api/types';

/** Whether the server offers the caller this action now (the view's allowedActions; issue 9 item 5). */
export const mayDo = (shipment: Pick<ShipmentView, 'allowedActions'>, action: ShipmentAction) =>
  shipment.allowedActions.includes(action);

/** A 6-digit handoff code (spec §9). */
export const handoffCodeProblem = (code: string): string | null =>
  /^\d{6}$/.test(code.trim()) ? null : 'Enter the 6-digit code';

const STATUS_COLORS: Record<ShipmentStatus, string> = {
  pending: 'yellow',
  matched: 'blue',
  picked_up: 'purple',
  in_transit: 'purple',
  arrived: 'cyan',
  delivered: 'green',
  completed: 'green',
  cancelled: 'gray',
  disputed: 'red',
};
export const shipmentStatusColor = (status: ShipmentStatus) => STATUS_COLORS[status] ?? 'gray';
