// Traveler shapes: trips (marketplace tripPublicViewSchema), profile (travelerProfileRpc), user (identity publicProfileDtoSchema).
import type { PublicProfileDto, RpcResponse, travelerProfileRpc } from '@oneway/contracts';
import type { TripPublicView } from '@/lib/api-types/marketplace';

export type { Page } from '@/lib/api-types/page';

/** tripPublicViewSchema, as in a traveler's profile and the travelers list. */
export type TravelerTrip = TripPublicView;

/** GET /api/travelers/:id (travelerProfileRpc). */
export type TravelerProfile = RpcResponse<typeof travelerProfileRpc>;

/** GET /api/users/:id (identity publicProfileDtoSchema). */
export type PublicUser = PublicProfileDto;

export type TravelerFilters = {
  fromLocation?: string;
  toLocation?: string;
  departFrom?: string;
  page: number;
  pageSize: number;
};
