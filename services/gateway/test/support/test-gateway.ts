import os from 'node:os';
import path from 'node:path';
import { subjectPrefix } from '@oneway/testing';
import { startGateway, type RunningGateway } from '../../src/gateway.js';

/** A gateway on a random port, isolated by this test file's bus and Redis prefixes. */
export async function startTestGateway(env: Record<string, string> = {}): Promise<RunningGateway> {
  const prefix = subjectPrefix();
  return startGateway({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NATS_SUBJECT_PREFIX: prefix,
    REDIS_KEY_PREFIX: `${prefix}:gw:`,
    WEB_ORIGIN: 'http://localhost:5173',
    // Uploaded files: this test file's own directory.
    FILE_STORAGE_DIR: path.join(os.tmpdir(), `oneway-files-${prefix}`),
    ...env,
  });
}
