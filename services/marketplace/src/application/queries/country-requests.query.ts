import { type CountryRequestStatus, type CountryRequestView, countryRequestErrors } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import { pagedQuery } from './paged-query.js';
import type { Page } from './shipment-rows.js';
import { SqlFilter } from './sql-filter.js';

interface CountryRequestRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  requested_country: string;
  reason: string;
  status: CountryRequestStatus;
  status_note: string | null;
  user_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'id, first_name, last_name, email, requested_country, reason, status, status_note, user_id, created_at, updated_at';

function toView(r: CountryRequestRow): CountryRequestView {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    requestedCountry: r.requested_country,
    reason: r.reason,
    status: r.status,
    statusNote: r.status_note,
    userId: r.user_id,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

export async function countryRequestView(db: Queryable, requestId: string): Promise<CountryRequestView> {
  const { rows } = await db.query<CountryRequestRow>(`SELECT ${COLUMNS} FROM country_requests WHERE id = $1`, [
    requestId,
  ]);
  if (!rows[0]) throw countryRequestErrors.notFound();
  return toView(rows[0]);
}

/** Staff's list, newest first. */
export async function listCountryRequests(
  db: Queryable,
  q: { status?: CountryRequestStatus; page: number; pageSize: number },
): Promise<Page<CountryRequestView>> {
  const filter = new SqlFilter();
  if (q.status) filter.where('status = %s', q.status);
  const page = await pagedQuery<CountryRequestRow>(db, {
    columns: COLUMNS,
    table: 'country_requests',
    filter,
    orderBy: 'created_at DESC, id',
    page: q.page,
    pageSize: q.pageSize,
  });
  return { ...page, items: page.items.map(toView) };
}
