// Traveler shapes: trips (marketplace tripPublicViewSchema), profile (travelerProfileRpc), user (identity publicProfileDtoSchema).
import type { TripPublicView } from '@/lib/api-types/marketplace';

export type { Page } from '@/lib/api-types/page';

/** tripPublicViewSchema, as in a traveler's profile and the travelers list. */
export type TravelerTrip = TripPublicView;

export type TravelerProfile = {
  userId: string;
  rating: number | null;
  /** Published reviews received. */
  reviewCount: number;
  completedTrips: number;
  deliveredShipments: number;
  cancelledMatches: number;
  trips: TravelerTrip[];
};

export type PublicUser = {
  id: string;
  username: string;
  fullName: string;
  country: string;
  bio: string | null;
  profileImage: string | null;
  userType: string;
  isVerified: boolean;
  createdAt: string;
};

export type TravelerFilters = {
  fromLocation?: string;
  toLocation?: string;
  departFrom?: string;
  page: number;
  pageSize: number;
};
