// What the signed-in home reads: the contracts' marketplace and messaging shapes, only the fields used.
import type {
  ConversationSummary,
  PublicProfileDto,
  RpcResponse,
  ShipmentView,
  travelerProfileRpc,
  TripPublicView,
} from '@oneway/contracts';

/** A trip as the home lists it (tripPublicViewSchema, the fields used). */
export type HomeTrip = Pick<
  TripPublicView,
  'id' | 'travelerId' | 'status' | 'fromLocation' | 'toLocation' | 'departureDate' | 'arrivalDate' | 'createdAt'
>;
/** A shipment as the home lists it (shipmentViewSchema, the fields used). */
export type HomeShipment = Pick<
  ShipmentView,
  'id' | 'status' | 'fromLocation' | 'toLocation' | 'createdAt' | 'updatedAt'
>;
/** A traveler on a home card: identity's public profile (name, photo) and the marketplace rating. */
export type TravelerSummary = Pick<PublicProfileDto, 'fullName' | 'username' | 'profileImage'> &
  Pick<RpcResponse<typeof travelerProfileRpc>, 'rating'>;

/** Spec §3 conversation summary as the home reads it (conversationSummarySchema, the fields used). */
export type HomeConversation = Pick<ConversationSummary, 'userId' | 'lastMessage'> & {
  user: Pick<ConversationSummary['user'], 'fullName'>;
};
