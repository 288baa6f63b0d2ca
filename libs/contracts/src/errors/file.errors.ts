import { defineError } from '../errors.js';

const MB = 1024 * 1024;
const sizeText = (bytes: number) => (bytes % MB === 0 ? `${bytes / MB} MB` : `${bytes} bytes`);
const typeNames: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
};
const typeList = (allowed: readonly string[]) => allowed.map((t) => typeNames[t] ?? t).join(', ');

/** Uploaded files (photos, documents) checked at the gateway's door: each names its field. */
export const fileErrors = {
  fileRequired: defineError<[field: string]>({
    code: 'FILE.REQUIRED',
    kind: 'validation',
    message: (field) => `${field}: a file is required`,
    fieldErrors: (field) => [{ field, message: 'Choose a file to upload' }],
  }),
  unsupportedType: defineError<[field: string, allowed: readonly string[]]>({
    code: 'FILE.UNSUPPORTED_TYPE',
    kind: 'validation',
    message: (field, allowed) => `${field}: only ${typeList(allowed)} files are accepted`,
    fieldErrors: (field, allowed) => [{ field, message: `Only ${typeList(allowed)} files are accepted` }],
  }),
  tooLarge: defineError<[field: string, maxBytes: number]>({
    code: 'FILE.TOO_LARGE',
    kind: 'validation',
    message: (field, maxBytes) => `${field}: a file may be at most ${sizeText(maxBytes)}`,
    fieldErrors: (field, maxBytes) => [{ field, message: `A file may be at most ${sizeText(maxBytes)}` }],
  }),
  tooMany: defineError<[field: string, max: number]>({
    code: 'FILE.TOO_MANY',
    kind: 'validation',
    message: (field, max) => `${field}: ${max === 1 ? 'one file only' : `at most ${max} files`}`,
    fieldErrors: (field, max) => [{ field, message: max === 1 ? 'Send one file only' : `At most ${max} files` }],
  }),
  unexpectedField: defineError<[field: string, expected: string]>({
    code: 'FILE.UNEXPECTED_FIELD',
    kind: 'validation',
    message: (field, expected) => `${field}: send the files in the field "${expected}"`,
    fieldErrors: (field, expected) => [{ field, message: `Send the files in the field "${expected}"` }],
  }),
  notUploaded: defineError<[field: string]>({
    code: 'FILE.NOT_UPLOADED',
    kind: 'validation',
    message: (field) => `${field}: upload each photo here first (a photo is attached where it was uploaded)`,
    fieldErrors: (field) => [{ field, message: 'Upload each photo here first' }],
  }),
  notMultipart: defineError({
    code: 'FILE.NOT_MULTIPART',
    kind: 'validation',
    message: 'Send the file as multipart/form-data',
  }),
  notFound: defineError({ code: 'FILE.NOT_FOUND', kind: 'not_found', message: 'File not found' }),
};
