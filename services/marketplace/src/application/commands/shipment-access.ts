import { shipmentErrors } from '@oneway/contracts';
import type { CommandUnit } from '@oneway/eventstore';
import { shipmentDecider, shipmentStreamId } from '../../domain/shipment/shipment.decider.js';
import type { Shipment } from '../../domain/shipment/shipment.state.js';

/**
 * Loads a shipment the caller takes part in (sender or matched traveler). Anyone else gets
 * not_found, the same answer as for a shipment that does not exist.
 */
export async function loadShipmentForParty(uow: CommandUnit, shipmentId: string, userId: string): Promise<Shipment> {
  const state = await uow.load(shipmentDecider, shipmentStreamId(shipmentId));
  if (state.status === 'absent' || (state.senderId !== userId && state.match?.travelerId !== userId)) {
    throw shipmentErrors.notFound();
  }
  return state;
}
