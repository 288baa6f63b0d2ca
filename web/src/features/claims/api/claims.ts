import type {
  ClaimOutcome,
  ClaimType,
  ClaimView,
  fileClaimRpc,
  myClaimsRpc,
  resolveClaimRpc,
  RpcInput,
  RpcResponse,
  ShipmentView,
  staffClaimsRpc,
} from '@oneway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { claimKeys } from './claim-keys';

export type { ClaimOutcome, ClaimType } from '@oneway/contracts';
export const CLAIM_TYPES: Record<ClaimType, string> = {
  damaged: 'Damaged',
  lost: 'Lost (never arrived)',
  late: 'Late',
  not_as_described: 'Not as described',
};
export const CLAIM_OUTCOMES: Record<ClaimOutcome, string> = {
  release: 'Release the payment to the traveler',
  partial_refund: 'Partial refund to the sender',
  full_refund: 'Full refund to the sender',
};
export const CLAIM_STATUSES = { open: 'Open', answered: 'Traveler answered', resolved: 'Resolved' } as const;

/** One claim as its parties and staff see it (claimViewSchema). */
export type Claim = ClaimView;

const enc = encodeURIComponent;

export const claimPhotoUrl = (claimId: string, photoId: string) => `/api/claims/${enc(claimId)}/photos/${enc(photoId)}`;

// The claim form lists these shipments by route and tracking number only (GET /api/shipments: shipmentViewSchema).
type ClaimableShipment = Pick<ShipmentView, 'id' | 'trackingNumber' | 'fromLocation' | 'toLocation'>;

/** My shipments as sender that a traveler carried (the ones a claim can name). */
export function useClaimableShipments() {
  return useQuery({
    queryKey: claimKeys.claimableShipments,
    queryFn: ({ signal }) =>
      api.get<{ items: ClaimableShipment[] }>(
        '/api/shipments?as=sender&status=picked_up,in_transit,arrived,delivered,completed&page=1&pageSize=50',
        signal,
      ),
  });
}

export function useMyClaims() {
  return useQuery({
    queryKey: claimKeys.mine,
    queryFn: ({ signal }) => api.get<RpcResponse<typeof myClaimsRpc>>('/api/claims', signal),
  });
}

export function useClaim(id: string, staff = false) {
  return useQuery({
    queryKey: claimKeys.one(id, staff),
    queryFn: ({ signal }) => api.get<Claim>(`/api/${staff ? 'admin/' : ''}claims/${enc(id)}`, signal),
  });
}

export function useStaffClaims(status: string) {
  return useQuery({
    queryKey: claimKeys.staffList(status),
    queryFn: ({ signal }) =>
      api.get<RpcResponse<typeof staffClaimsRpc>>(`/api/admin/claims${status ? `?status=${enc(status)}` : ''}`, signal),
  });
}

/** Uploads evidence photos; answers their ids for a claim or an answer. */
export async function uploadClaimPhotos(files: File[]): Promise<string[]> {
  if (!files.length) return [];
  const form = new FormData();
  for (const f of files) form.append('photos', f, f.name);
  const res = await api.upload<{ photos: { id: string }[] }>('/api/claims/photos', form);
  return res.photos.map((p) => p.id);
}

// The form holds the photo files; their ids exist only after the upload this hook does first.
type FileClaimForm = Omit<RpcInput<typeof fileClaimRpc>, 'photoKeys'> & { files: File[] };

export function useFileClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: FileClaimForm) => {
      const { files, ...rest } = input;
      return api.post<Claim>('/api/claims', { ...rest, photoKeys: await uploadClaimPhotos(files) });
    },
    onSuccess: () =>
      Promise.all([claimKeys.all, queryRoots.shipments].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export function useAnswerClaim(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { statement: string; files: File[] }) =>
      api.post<Claim>(`/api/claims/${enc(id)}/answer`, {
        statement: input.statement,
        photoKeys: await uploadClaimPhotos(input.files),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: claimKeys.all }),
  });
}

// The claim id travels in the URL (POST /api/admin/claims/:id/resolve).
export type ResolveInput = Omit<RpcInput<typeof resolveClaimRpc>, 'claimId'>;

export function useResolveClaim(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ResolveInput) => api.post(`/api/admin/claims/${enc(id)}/resolve`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: claimKeys.all }),
  });
}
