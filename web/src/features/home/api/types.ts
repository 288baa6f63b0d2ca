// What the signed-in home reads (libs/contracts marketplace and identity RPC shapes, only the fields used).

export type HomeTrip = {
  id: string;
  travelerId: string;
  status: string;
  fromLocation: string;
  toLocation: string;
  departureDate: string;
  arrivalDate: string;
  createdAt: string;
};
export type HomeShipment = {
  id: string;
  status: string;
  fromLocation: string;
  toLocation: string;
  createdAt: string;
  updatedAt: string;
};
export type TravelerSummary = {
  fullName: string;
  username: string;
  profileImage: string | null;
  rating: number | null;
};

/** Spec §3 conversation summary as the home reads it. */
export type HomeConversation = {
  userId: string;
  user: { fullName: string };
  lastMessage: { content: string; createdAt: string; senderId: string } | null;
};
