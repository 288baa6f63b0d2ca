import { fileErrors } from '@oneway/contracts';
import { fileTypeFromBuffer } from 'file-type';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;
/** The largest file any upload accepts: 5 MB (spec §9, issue 12). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export interface UploadPolicy {
  /** The form field, named in every error. */
  field: string;
  allowed: readonly string[];
  maxBytes?: number;
}

/**
 * The content type of an upload, sniffed from its bytes (the client's type is never trusted).
 * Throws the catalogue's FILE.* error naming the field: empty, too large, or not an allowed type.
 */
export async function acceptUpload(bytes: Uint8Array, policy: UploadPolicy): Promise<string> {
  const max = policy.maxBytes ?? MAX_FILE_BYTES;
  if (bytes.byteLength === 0) throw fileErrors.fileRequired(policy.field);
  if (bytes.byteLength > max) throw fileErrors.tooLarge(policy.field, max);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !policy.allowed.includes(sniffed.mime))
    throw fileErrors.unsupportedType(policy.field, policy.allowed);
  return sniffed.mime;
}
