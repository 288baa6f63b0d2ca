import type { ClaimType } from '@oneway/contracts';

/** What the application read about the shipment when the claim is filed. */
export interface ClaimableShipment {
  exists: boolean;
  senderId: string;
  travelerId: string | null;
  status: string;
  /** When it was delivered (its delivery event), null if it never was. */
  deliveredAt: Date | null;
  /** The listing's latest delivery date (YYYY-MM-DD), null if unknown. */
  latestDeliveryDate: string | null;
  /** The escrow holds or released the sender's money (a claim needs paid money to freeze). */
  paid: boolean;
  /** The declared value when insured, else 0. */
  insuredValue: number;
}

export type ClaimCommand =
  | {
      type: 'file_claim';
      claimId: string;
      shipmentId: string;
      claimantId: string;
      claimType: ClaimType;
      description: string;
      photoKeys: string[];
      shipment: ClaimableShipment;
      now: Date;
    }
  | { type: 'answer_claim'; claimId: string; travelerId: string; statement: string; photoKeys: string[] }
  | {
      type: 'record_settlement';
      claimId: string;
      outcome: 'release' | 'partial_refund' | 'full_refund';
      refundAmount: number;
      travelerAmount: number;
      insurancePayout: number;
      currency: string;
      reason: string;
    };
