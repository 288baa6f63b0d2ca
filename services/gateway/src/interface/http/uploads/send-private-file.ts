import { fileErrors } from '@oneway/contracts';
import { privateFileHeaders, type FileStorage } from '@oneway/file-storage';
import type { FastifyReply } from 'fastify';

/**
 * Sends a stored file. Call it only after the route has checked the caller may see the
 * owning entity; a missing file is the same 404 as a file the caller may not see.
 */
export async function sendPrivateFile(storage: FileStorage, key: string, reply: FastifyReply): Promise<void> {
  const file = await storage.get(key);
  if (!file) throw fileErrors.notFound();
  await reply.headers(privateFileHeaders(file.contentType, file.bytes.length)).send(file.bytes);
}
