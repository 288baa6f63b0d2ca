import { Button, HStack, Text } from '@chakra-ui/react';

/** Previous / next paging for the marketplace lists (`page` is 1-based). */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  return (
    <HStack as="nav" aria-label={`${label} pages`} justify="space-between" pt="2">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <Text fontSize="sm" aria-live="polite">
        Page {page} of {pages}
      </Text>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next
      </Button>
    </HStack>
  );
}
