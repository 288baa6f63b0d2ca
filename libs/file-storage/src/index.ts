export * from './file-storage.js';
export * from './local-disk-file-storage.js';
export * from './s3-file-storage.js';
export * from './accept-upload.js';
export * from './from-env.js';
export * from './private-file-headers.js';
