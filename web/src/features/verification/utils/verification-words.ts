import type { MyVerification, VerificationErrorCode } from '../api/verification';

/** What went wrong, in words a person can act on (never a code). */
export const FAILURE_WORDS: Record<Exclude<VerificationErrorCode, 'rejected_by_staff'>, string> = {
  document_expired: 'Your document has expired. Upload a document that is still valid.',
  document_unverified_other:
    'We could not read your document. Upload a sharp, well-lit photo that shows all four corners.',
  document_type_not_supported:
    'This type of document is not accepted. Use a passport, driving licence or national ID card.',
  selfie_face_mismatch:
    'Your selfie does not match the photo on your document. Take a new selfie facing the camera, without glasses or a hat.',
  selfie_unverified_other: 'We could not check your selfie. Take a new one in good light, facing the camera.',
  consent_declined: 'You declined the check. Start again and accept to continue.',
};

export function failureText(error: { code: VerificationErrorCode; reason: string }): string {
  return error.code === 'rejected_by_staff'
    ? `Our team asked for new photos: ${error.reason}`
    : FAILURE_WORDS[error.code];
}

export const STATUS_LABEL: Record<MyVerification['status'], string> = {
  unverified: 'Not verified',
  pending: 'Being checked',
  verified: 'Verified',
  rejected: 'Needs your attention',
};

/** The one next step for the person, by state. */
export function nextStep(v: MyVerification): string {
  if (v.status === 'verified')
    return 'Nothing to do: your identity is verified. Your trips go live without waiting for review.';
  if (v.session?.status === 'processing')
    return 'We are checking your document and selfie. This page updates when there is news.';
  if (v.status === 'rejected') return 'Upload new photos that fix the problem below, then send them again.';
  return 'Verify your identity to travel with Oneway: a photo of your passport, driving licence or ID card, and a selfie.';
}
