// Each test file gets its own bus namespace, so suites running side by side never
// consume each other's events or answer each other's requests.
const { randomBytes } = require('node:crypto');
process.env.NATS_SUBJECT_PREFIX = 't' + randomBytes(4).toString('hex');
process.env.DATABASE_URL_BASE = process.env.DATABASE_URL_BASE || 'postgres://postgres@127.0.0.1:5432';
process.env.NATS_URL = process.env.NATS_URL || 'nats://127.0.0.1:4222';
process.env.REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
