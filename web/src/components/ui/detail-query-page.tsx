import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryErrorPage } from '@/components/ui/query-error-page';

/**
 * A detail page built from one record's query: the spinner while it loads, the error with a
 * way back to its list if it fails, otherwise `children` with the record.
 */
export function DetailQueryPage<T>({
  query,
  errorTitle,
  backTo,
  backText,
  loadingLabel,
  children,
}: {
  query: { isPending: boolean; error: Error | null; data: T | undefined };
  errorTitle: string;
  backTo: string;
  backText: string;
  loadingLabel?: string;
  children: (record: T) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner label={loadingLabel} />;
  if (query.error || query.data === undefined)
    return <QueryErrorPage title={errorTitle} error={query.error} backTo={backTo} backText={backText} />;
  return <>{children(query.data)}</>;
}
