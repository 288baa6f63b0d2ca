import { fileErrors } from '@oneway/contracts';
import { acceptUpload, MAX_FILE_BYTES } from '@oneway/file-storage';
import type { FastifyRequest } from 'fastify';

export interface Upload {
  bytes: Buffer;
  /** Sniffed from the bytes; the client's declared type is ignored. */
  contentType: string;
}

export interface UploadRules {
  /** The form field the files come in; every error names it. */
  field: string;
  allowed: readonly string[];
  maxFiles: number;
  maxBytes?: number;
}

const errCode = (err: unknown) => (err as { code?: string }).code;

/**
 * Reads the files of a multipart request (@fastify/multipart). The parser is given the
 * limits, so it stops reading a file at `maxBytes` (a larger one is refused, never buffered
 * whole) and stops at `maxFiles`. Each file's type is sniffed from its bytes. Errors are the
 * catalogue's FILE.* 400s naming the field.
 */
export async function readUploads(req: FastifyRequest, rules: UploadRules): Promise<Upload[]> {
  const maxBytes = rules.maxBytes ?? MAX_FILE_BYTES;
  if (!req.isMultipart()) throw fileErrors.notMultipart();
  const uploads: Upload[] = [];
  try {
    const parts = req.files({
      limits: { fileSize: maxBytes, files: rules.maxFiles, fields: 0, parts: rules.maxFiles },
      throwFileSizeLimit: true,
    });
    for await (const part of parts) {
      if (part.fieldname !== rules.field) {
        part.file.resume();
        throw fileErrors.unexpectedField(part.fieldname, rules.field);
      }
      const bytes = await part.toBuffer();
      uploads.push({ bytes, contentType: await acceptUpload(bytes, { ...rules, maxBytes }) });
    }
  } catch (err) {
    switch (errCode(err)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw fileErrors.tooLarge(rules.field, maxBytes);
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
        throw fileErrors.tooMany(rules.field, rules.maxFiles);
      case 'FST_FIELDS_LIMIT':
        throw fileErrors.notMultipart();
      default:
        throw err;
    }
  }
  if (uploads.length === 0) throw fileErrors.fileRequired(rules.field);
  return uploads;
}
