import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type AuditEntry = {
  id: string;
  context: string;
  adminUserId: string;
  adminRole: string | null;
  action: string;
  entityType: string;
  entityId: string;
  details: Record<string, unknown>;
  ipAddress: string | null;
  correlationId: string | null;
  createdAt: string;
};
export type AuditFilter = { action: string; entityType: string; entityId: string; adminUserId: string };

export function auditQuery(f: AuditFilter, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams(extra);
  for (const [k, v] of Object.entries(f)) if (v.trim()) q.set(k, v.trim());
  return q.toString();
}

/** GET /api/admin/audit-logs: staff actions of every service, newest first (admin). */
export function getAuditLogs(f: AuditFilter, signal?: AbortSignal) {
  return api.get<{ items: AuditEntry[]; unavailable: string[] }>(`/api/admin/audit-logs?${auditQuery(f)}`, signal);
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
