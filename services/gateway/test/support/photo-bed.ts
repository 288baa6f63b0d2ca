import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connectNats, deleteTestStreams, subjectPrefix } from '@oneway/testing';
import { startKeyedFakeIdentity } from './fake-identity.js';
import { startMarketplaceForGateway } from './marketplace-for-gateway.js';
import { startTestGateway } from './test-gateway.js';
import { signAccessToken } from './test-keys.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { callerFor, userOf } from '../../../marketplace/test/support/marketplace-e2e.js';

export type PhotoActor = ReturnType<typeof userOf>;

/**
 * The photo routes' test bed: a gateway with the real marketplace and a keyed fake identity, a
 * multipart upload as a signed-in person, and a count of the files stored in one area of this
 * test file's storage directory (the gateway's FILE_STORAGE_DIR).
 */
export async function startPhotoBed() {
  const nc = await connectNats();
  const { key, identity } = await startKeyedFakeIdentity(nc);
  const marketplace = await startMarketplaceForGateway();
  const gw = await startTestGateway();
  const auth = async (who: PhotoActor) => ({
    authorization: `Bearer ${await signAccessToken(key, { sub: who.userId, role: who.role })}`,
  });
  return {
    nc,
    gw,
    auth,
    call: callerFor(nc, subjectPrefix()),
    /** POSTs `files` in the form field `field` (the declared type and name are ignored: the bytes decide). */
    upload: async (urlPath: string, who: PhotoActor, files: Buffer[], field = 'photos') => {
      const form = new FormData();
      for (const f of files) form.append(field, new Blob([new Uint8Array(f)], { type: 'image/jpeg' }), 'photo.jpg');
      return fetch(`${gw.url}${urlPath}`, { method: 'POST', headers: await auth(who), body: form });
    },
    storedFiles: async (area: string) =>
      (
        await readdir(path.join(os.tmpdir(), `oneway-files-${subjectPrefix()}`, area), {
          recursive: true,
          withFileTypes: true,
        }).catch(() => [])
      ).filter((entry) => entry.isFile()).length,
    stop: async () => {
      await gw.stop();
      await marketplace.stop();
      await identity.stop();
      await deleteTestStreams(nc);
      await nc.drain();
    },
  };
}
