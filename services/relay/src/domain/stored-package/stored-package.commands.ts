import type { PackageCondition, RelayLeg, ShipmentStatus, StorageLimits } from '@oneway/contracts';

/** What the relay knows of a shipment (from marketplace events) when it decides. */
export interface RelayShipment {
  shipmentId: string;
  trackingNumber: string;
  status: ShipmentStatus;
  senderId: string;
  travelerId: string | null;
  originRelayPointId: string | null;
  destinationRelayPointId: string | null;
}

export interface RelayPointFacts {
  relayPointId: string;
  label: string;
  active: boolean;
}

export interface CheckInInput {
  condition: string;
  conditionNotes: string | null;
  photos: string[];
  expectedPickupDate: string | null;
  handoffInstructions: string | null;
  emergencyContact: string | null;
  estimatedStorageDays: number | undefined;
}

export type StoredPackageCommand =
  | {
      type: 'check_in';
      packageId: string;
      requestId: string;
      staffId: string;
      /** As scanned or typed. */
      trackingCode: string;
      point: RelayPointFacts;
      /** null: no shipment has the tracking code. */
      shipment: RelayShipment | null;
      input: CheckInInput;
      /** The relay's storage settings when the command runs (the default estimated days). */
      limits: StorageLimits;
    }
  | {
      type: 'release';
      requestId: string;
      staffId: string;
      idVerified: boolean;
      code: string;
      /** The marketplace confirmed the code (asked only once the other checks pass). */
      codeVerified: boolean;
      /** The traveler as the relay knows it now (a pending shipment stored at the origin may have been matched since). */
      travelerId: string | null;
      notes: string | null;
    }
  | { type: 'return_to_sender'; staffId: string; notes: string | null; limits: StorageLimits }
  /** The expiry sweep: raise near_limit / expired once each when the storage age reaches the current limits. */
  | { type: 'record_storage_age'; limits: StorageLimits };

export type { StorageLimits };

export type { PackageCondition, RelayLeg };
