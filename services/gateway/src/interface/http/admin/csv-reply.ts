import { parseOrThrow, requestErrors } from '@oneway/contracts';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** `?format=json|csv` of a staff list; anything else is a 400 naming `format`. */
export const formatQuery = z.object({ format: z.enum(['json', 'csv']).optional() });

/** Whether the staff list was asked for as CSV (an unknown format is refused, not ignored). */
export function wantsCsv(query: Record<string, unknown>): boolean {
  const { format } = parseOrThrow(formatQuery, { format: query.format }, (fieldErrors) =>
    requestErrors.invalid('The request is not valid.', fieldErrors),
  );
  return format === 'csv';
}

/**
 * Sends rows as a CSV download (`?format=csv` on a staff list). Nested values are written as
 * JSON; a cell starting with = + - @ is prefixed with a quote so a spreadsheet never runs it.
 */
export function sendCsv(reply: FastifyReply, filename: string, rows: Record<string, unknown>[], columns: string[]) {
  const cell = (v: unknown) => {
    const s = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
    return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  };
  const body = stringify(
    rows.map((r) => columns.map((c) => cell(r[c]))),
    { header: true, columns },
  );
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}
