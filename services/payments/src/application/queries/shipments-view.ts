import { type Currency, shipmentErrors } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';

export interface ShipmentView {
  shipmentId: string;
  senderId: string;
  travelerId: string | null;
  amount: number;
  currency: Currency;
  status: string;
}

export async function findShipment(db: Queryable, shipmentId: string): Promise<ShipmentView | null> {
  const { rows } = await db.query<{
    shipment_id: string;
    sender_id: string;
    traveler_id: string | null;
    amount: string;
    currency: Currency;
    status: string;
  }>('SELECT * FROM shipments_view WHERE shipment_id = $1', [shipmentId]);
  const r = rows[0];
  return r
    ? {
        shipmentId: r.shipment_id,
        senderId: r.sender_id,
        travelerId: r.traveler_id,
        amount: Number(r.amount),
        currency: r.currency,
        status: r.status,
      }
    : null;
}

export const shipmentNotFound = () => shipmentErrors.notFound();

export async function getShipment(db: Queryable, shipmentId: string): Promise<ShipmentView> {
  const s = await findShipment(db, shipmentId);
  if (!s) throw shipmentNotFound();
  return s;
}
