import type {
  adminListVerificationsRpc,
  adminReviewVerificationRpc,
  MyVerification,
  RpcInput,
  RpcResponse,
  testVerificationOutcomeRpc,
  VerificationSessionView as VerificationSession,
} from '@oneway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { verificationKeys } from './verification-keys';

export type {
  AdminVerificationItem as AdminVerification,
  MyVerification,
  VerificationDocumentView as VerificationDocument,
  VerificationErrorCode,
  VerificationSessionView as VerificationSession,
} from '@oneway/contracts';

export function useMyVerification() {
  return useQuery({
    queryKey: verificationKeys.mine,
    queryFn: ({ signal }) => api.get<MyVerification>('/api/verification', signal),
  });
}

export function useStartVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<VerificationSession>('/api/verification/sessions'),
    onSuccess: () => client.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}

export function uploadVerificationFile(sessionId: string, kind: 'document' | 'selfie', file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.upload<{ fileId: string }>(
    `/api/verification/sessions/${encodeURIComponent(sessionId)}/files?kind=${kind}`,
    form,
  );
}

export function submitVerification(
  sessionId: string,
  // The gateway's body (not submitVerificationDocumentsRpc's): ids of the files uploaded to it, which
  // it turns into file keys; the subtype is the select's text, checked by the server.
  body: { documentSubtype: string; documentFileId: string; selfieFileId: string },
) {
  return api.post<VerificationSession>(`/api/verification/sessions/${encodeURIComponent(sessionId)}/submit`, body);
}

// `outcome` is the select's text; the server checks it against testOutcomeSchema.
export function chooseTestOutcome(sessionId: string, outcome: string) {
  return api.post<RpcResponse<typeof testVerificationOutcomeRpc>>(
    `/api/verification/sessions/${encodeURIComponent(sessionId)}/test-outcome`,
    {
      outcome,
    },
  );
}

type AdminVerificationFilter = NonNullable<RpcInput<typeof adminListVerificationsRpc>['filter']>;

export function useAdminVerifications(filter: AdminVerificationFilter) {
  return useQuery({
    queryKey: verificationKeys.admin(filter),
    queryFn: ({ signal }) =>
      api.get<RpcResponse<typeof adminListVerificationsRpc>>(
        `/api/admin/identity-verifications?filter=${filter}`,
        signal,
      ),
  });
}

export function useReviewVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RpcInput<typeof adminReviewVerificationRpc>) =>
      api.post<VerificationSession>(`/api/admin/identity-verifications/${encodeURIComponent(input.sessionId)}/review`, {
        decision: input.decision,
        notes: input.notes,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}
