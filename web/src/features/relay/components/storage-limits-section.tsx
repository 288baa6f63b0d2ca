import { Skeleton, Stack } from '@chakra-ui/react';
import { ContentSection } from '@/components/ui/content-section';
import { QueryError } from '@/components/ui/query-error';
import { useStorageLimits } from '../api/get-storage-limits';

const TITLE = 'How long packages are kept';

/** /relay-points: the storage limits in force (admins change them on /admin/settings). */
export function StorageLimitsSection() {
  const { data, isPending, error } = useStorageLimits();
  if (isPending) {
    return (
      <ContentSection title={TITLE}>
        <Stack gap="2" aria-label="Loading storage limits">
          <Skeleton h="5" />
          <Skeleton h="5" />
          <Skeleton h="5" />
        </Stack>
      </ContentSection>
    );
  }
  if (error) {
    return (
      <ContentSection title={TITLE}>
        <QueryError title="Could not load the storage limits" error={error} />
      </ContentSection>
    );
  }
  return (
    <ContentSection
      title={TITLE}
      items={[
        `Packages are expected to be collected within ${data.defaultEstimatedDays} days.`,
        `From ${data.nearLimitDays} days, or once the expected pickup date has passed, the package is marked as approaching its limit and the recipient is reminded.`,
        `After ${data.expiredDays} days a package is expired and returned to the sender according to our Terms.`,
      ]}
    />
  );
}
