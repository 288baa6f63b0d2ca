import { Avatar, Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { usePublicUser } from '../api/get-public-user';
import { useTravelerProfile } from '../api/get-traveler-profile';
import { initialsOf, ratingText } from '../utils/traveler-format';

/** Photo (or initials), full name, verification and rating of one traveler (identity's public profile + the marketplace rating). */
export function TravelerIdentity({ userId }: { userId: string }) {
  const user = usePublicUser(userId);
  const profile = useTravelerProfile(userId);
  const name = user.data?.fullName || user.data?.username || (user.isPending ? 'Loading...' : 'Traveler');
  return (
    <HStack gap="3">
      <Avatar.Root size="md" colorPalette="teal">
        <Avatar.Fallback>{initialsOf(user.data?.fullName, user.data?.username)}</Avatar.Fallback>
        {user.data?.profileImage && <Avatar.Image src={user.data.profileImage} alt="" />}
      </Avatar.Root>
      <Stack gap="0">
        <HStack gap="2">
          <Text fontWeight="semibold">{name}</Text>
          {user.data && (
            <Badge size="sm" colorPalette={user.data.isVerified ? 'green' : 'gray'} data-testid="verification-badge">
              {user.data.isVerified ? 'Verified' : 'Not verified'}
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted" aria-label={`Rating ${ratingText(profile.data?.rating)}`}>
          ★ {ratingText(profile.data?.rating)}
        </Text>
      </Stack>
    </HStack>
  );
}
