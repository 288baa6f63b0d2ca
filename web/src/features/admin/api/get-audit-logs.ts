import type { AuditLogEntry, AuditLogFilter, MergedAuditLog } from '@oneway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type AuditEntry = AuditLogEntry;
// The filter form's text fields: blank means no filter, so each is a string, never undefined.
export type AuditFilter = Record<
  keyof Pick<AuditLogFilter, 'action' | 'entityType' | 'entityId' | 'adminUserId'>,
  string
>;

export function auditQuery(f: AuditFilter, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams(extra);
  for (const [k, v] of Object.entries(f)) if (v.trim()) q.set(k, v.trim());
  return q.toString();
}

/** GET /api/admin/audit-logs: staff actions of every service, newest first (admin). */
export function getAuditLogs(f: AuditFilter, signal?: AbortSignal) {
  return api.get<MergedAuditLog>(`/api/admin/audit-logs?${auditQuery(f)}`, signal);
}

export const auditLogsQueryOptions = (f: AuditFilter) =>
  queryOptions({
    queryKey: adminKeys.audit(f),
    queryFn: ({ signal }) => getAuditLogs(f, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLogs(f: AuditFilter) {
  return useQuery(auditLogsQueryOptions(f));
}
