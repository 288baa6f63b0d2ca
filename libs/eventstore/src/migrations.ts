import { MikroORM } from '@mikro-orm/postgresql';
import { Migration, Migrator } from '@mikro-orm/migrations';
import pg from 'pg';
import { ADMIN_AUDIT_LOG_MIGRATION } from './admin-audit-log.js';
import { USER_HISTORY_MIGRATION } from './user-history.js';
import { EVENTSTORE_SCHEMA_V1, EVENTSTORE_SCHEMA_V2, EVENTSTORE_SCHEMA_V3 } from './schema.sql.js';

/** One schema change, written as SQL, named `<yyyymmdd>_<what>` so the order is the name order. */
export interface SqlMigration {
  name: string;
  sql: string;
}

export const eventStoreMigrations: SqlMigration[] = [
  { name: '20261121000000_eventstore', sql: EVENTSTORE_SCHEMA_V1 },
  { name: '20261123000000_eventstore_transaction_order', sql: EVENTSTORE_SCHEMA_V2 },
  { name: '20261128000000_eventstore_outbox_no_foreign_key', sql: EVENTSTORE_SCHEMA_V3 },
];

/** Tables every service has for the admin area: its audit rows and its slice of user history. */
const STAFF_TABLE_MIGRATIONS = [ADMIN_AUDIT_LOG_MIGRATION, USER_HISTORY_MIGRATION];

function toMigrationClass(m: SqlMigration) {
  return {
    name: m.name,
    class: class extends Migration {
      override async up(): Promise<void> {
        this.addSql(m.sql);
      }
    },
  };
}

/** Creates the database if it is missing (a fresh machine has only the server). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`Refusing odd database name "${name}"`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  // A server that goes away mid-start fails the query in hand; the event must not kill the process.
  client.on('error', () => {});
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } catch (err) {
        // Another instance created it between our check and our create.
        if ((err as { code?: string }).code !== '42P04') throw err;
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * Applies the event store's tables and then the service's own migrations, through
 * MikroORM's migrator, under an advisory lock so several instances starting at once apply
 * each migration exactly once.
 */
export async function runMigrations(databaseUrl: string, migrations: SqlMigration[]): Promise<string[]> {
  await ensureDatabase(databaseUrl);
  const lock = new pg.Client({ connectionString: databaseUrl });
  lock.on('error', () => {});
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock(hashtext('oneway:migrations'))");
    const orm = await MikroORM.init({
      clientUrl: databaseUrl,
      entities: [],
      discovery: { warnWhenNoEntities: false },
      extensions: [Migrator],
      migrations: {
        tableName: 'schema_migrations',
        silent: true,
        // The migrator would otherwise drop a schema snapshot file into the working directory.
        snapshot: false,
        transactional: true,
        allOrNothing: true,
        // The shared staff tables come after the service's own migrations: the audit table's
        // SQL is idempotent over identity's earlier CREATE TABLE (decision ops-staff-roles).
        migrationsList: [...eventStoreMigrations, ...migrations, ...STAFF_TABLE_MIGRATIONS].map(toMigrationClass),
      },
      debug: false,
    });
    try {
      const applied = await orm.migrator.up();
      return applied.map((m) => m.name);
    } finally {
      await orm.close(true);
    }
  } finally {
    await lock.query("SELECT pg_advisory_unlock(hashtext('oneway:migrations'))").catch(() => {});
    await lock.end();
  }
}
