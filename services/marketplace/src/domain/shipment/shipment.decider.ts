import type { Decider } from '@oneway/contracts';
import type { ShipmentCommand } from './shipment.commands.js';
import { decideShipment } from './shipment.decide.js';
import { evolveShipment, initialShipmentState, type ShipmentEvent, type ShipmentState } from './shipment.state.js';

export const shipmentDecider: Decider<ShipmentCommand, ShipmentState, ShipmentEvent> = {
  initialState: initialShipmentState,
  evolve: evolveShipment,
  decide: decideShipment,
};

export const shipmentStreamId = (shipmentId: string) => `shipment-${shipmentId}`;
