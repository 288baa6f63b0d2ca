import { Badge, Card, Container, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { describeError } from '@/lib/api-error';
import { ProfileBadges } from '@/components/achievements/profile-badges';
import { ReceivedReviews } from '@/components/reviews/received-reviews';
import { instantDate } from '@/lib/marketplace-format';
import { useProfile } from '../api/get-profile';
import { BioEditor } from './bio-editor';
import { ProfilePhoto } from './profile-photo';

/** Read-only profile; editing arrives with the account-settings work. */
export function ProfilePage() {
  const { data: profile, isPending, error } = useProfile();
  if (isPending) return <PageSpinner />;
  if (error || !profile) {
    return (
      <Container maxW="3xl" py="12">
        <Text role="alert">We couldn't load your profile. {describeError(error)}</Text>
      </Container>
    );
  }
  const rows: Array<[string, string]> = [
    ['Username', profile.username],
    ['Email', profile.email || 'Email not available'],
    ['Country', profile.country ?? 'Not set'],
    ['Phone', profile.phone ?? 'Not set'],
    ['Member since', instantDate(profile.createdAt)],
  ];
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta title="Profile" description="Your Oneway profile." path="/profile" noIndex />
      <Card.Root>
        <Card.Body gap="6">
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'center', sm: 'start' }}>
            <ProfilePhoto profile={profile} />
            <Stack gap="1" align={{ base: 'center', sm: 'start' }} pt={{ sm: '4' }}>
              <Heading as="h1" size="2xl">
                {profile.fullName || profile.username || 'Anonymous'}
              </Heading>
              <HStack>
                <Badge colorPalette={profile.isVerified ? 'green' : 'gray'}>
                  {profile.isVerified ? 'Verified' : 'Not verified'}
                </Badge>
                {profile.emailVerified && <Badge colorPalette="teal">Email confirmed</Badge>}
              </HStack>
            </Stack>
          </Stack>
          <BioEditor bio={profile.bio ?? null} />
          <ProfileBadges mine />
          <DataList.Root orientation="horizontal">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root mt="6">
        <Card.Body>
          <ReceivedReviews userId={profile.id} heading="Reviews you received" />
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
