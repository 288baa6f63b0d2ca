import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { verificationKeys } from './verification-keys';

// Shapes of the gateway's verification responses (libs/contracts/src/rpc/verification.rpc.ts).

export type VerificationErrorCode =
  | 'document_expired'
  | 'document_unverified_other'
  | 'document_type_not_supported'
  | 'selfie_face_mismatch'
  | 'selfie_unverified_other'
  | 'consent_declined'
  | 'rejected_by_staff';

export type VerificationDocument = {
  id: string;
  documentType: 'identity_document' | 'selfie';
  documentSubtype: 'passport' | 'driving_license' | 'id_card' | null;
  documentStatus: 'pending' | 'approved' | 'rejected';
  reviewNotes: string | null;
  uploadedAt: string;
  reviewedAt: string | null;
};

export type VerificationSession = {
  id: string;
  userId: string;
  provider: 'test' | 'stripe';
  status: 'requires_input' | 'processing' | 'verified' | 'canceled';
  lastError: { code: VerificationErrorCode; reason: string } | null;
  verificationUrl: string;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  documents: VerificationDocument[];
};

export type MyVerification = {
  status: 'unverified' | 'pending' | 'verified' | 'rejected';
  submittedAt: string | null;
  completedAt: string | null;
  session: VerificationSession | null;
  testMode: boolean;
};

export type AdminVerification = VerificationSession & {
  user: { fullName: string; username: string; email: string } | null;
};

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
  body: { documentSubtype: string; documentFileId: string; selfieFileId: string },
) {
  return api.post<VerificationSession>(`/api/verification/sessions/${encodeURIComponent(sessionId)}/submit`, body);
}

export function chooseTestOutcome(sessionId: string, outcome: string) {
  return api.post<{ accepted: true }>(`/api/verification/sessions/${encodeURIComponent(sessionId)}/test-outcome`, {
    outcome,
  });
}

export function useAdminVerifications(filter: 'needs_review' | 'all') {
  return useQuery({
    queryKey: verificationKeys.admin(filter),
    queryFn: ({ signal }) =>
      api.get<{ items: AdminVerification[]; total: number; page: number; pageSize: number }>(
        `/api/admin/identity-verifications?filter=${filter}`,
        signal,
      ),
  });
}

export function useReviewVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { sessionId: string; decision: 'approve' | 'reject'; notes: string | null }) =>
      api.post<VerificationSession>(`/api/admin/identity-verifications/${encodeURIComponent(input.sessionId)}/review`, {
        decision: input.decision,
        notes: input.notes,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}
