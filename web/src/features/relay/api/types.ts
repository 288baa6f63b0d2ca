// Shapes of the gateway's relay responses (libs/contracts/src/rpc/relay.rpc.ts).
export type { Page } from '@/lib/api-types/page';

export type PackageCondition = 'good' | 'fair' | 'damaged';
export type StorageDisplayStatus = 'good' | 'near_limit' | 'expired';

export type RelayPoint = {
  id: string;
  name: string;
  address: string;
  city: string;
  country: string;
  zipCode: string | null;
  latitude: number;
  longitude: number;
  contactPhone: string;
  operatingHours: string;
  notes: string | null;
  isActive: boolean;
};

export type RelayPointAdmin = RelayPoint & {
  contactName: string;
  capacity: number;
  staff: { userId: string; fullName: string | null }[];
  storedCount: number;
  createdAt: string;
  updatedAt: string;
};

export type StoredPackageRow = {
  id: string;
  shipmentId: string;
  trackingNumber: string;
  leg: 'origin' | 'destination';
  senderName: string | null;
  recipientName: string | null;
  status: 'stored' | 'released' | 'returned';
  displayStatus: StorageDisplayStatus;
  condition: PackageCondition;
  storageDays: number;
  expectedPickupDate: string | null;
  storedAt: string;
};

export type StoredPackageDetail = StoredPackageRow & {
  relayPointId: string;
  conditionNotes: string | null;
  photos: string[];
  handoffInstructions: string | null;
  emergencyContact: string | null;
  estimatedStorageDays: number;
  codeKind: 'pickup' | 'delivery';
  pickedUpAt: string | null;
  history: {
    id: string;
    action: string;
    performedByName: string | null;
    previousStatus: string | null;
    newStatus: string;
    notes: string | null;
    timestamp: string;
  }[];
};

export type Inventory = {
  items: StoredPackageRow[];
  total: number;
  page: number;
  pageSize: number;
  /** Counted with the relay's current storage settings (`nearLimitDays`, `expiredDays`). */
  summary: { good: number; nearLimit: number; expired: number; nearLimitDays?: number; expiredDays?: number };
};
