import { Badge, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryError } from '@/components/ui/query-error';
import { useAchievements } from './api';
import { TIER_PALETTE } from './badge-card';

/** The badges a person unlocked, as tags on a profile; mine link to the achievements page. */
export function ProfileBadges({ userId, mine = false }: { userId?: string; mine?: boolean }) {
  const q = useAchievements(userId);
  if (q.isPending) return <Spinner size="sm" aria-label="Loading badges" />;
  if (q.error) return <QueryError title="We couldn't load the badges." error={q.error} />;
  const unlocked = q.data.achievements.filter((a) => a.isCompleted);
  return (
    <Stack gap="2" aria-label="Badges">
      <HStack gap="2" flexWrap="wrap">
        {unlocked.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            No badges yet.
          </Text>
        ) : (
          unlocked.map((a) => (
            <Badge key={a.badge.id} colorPalette={TIER_PALETTE[a.badge.tier]} data-testid="profile-badge">
              {a.badge.name}
            </Badge>
          ))
        )}
      </HStack>
      {mine && (
        <Link asChild color="teal.700" fontSize="sm">
          <RouterLink to="/profile/achievements">See all achievements and progress</RouterLink>
        </Link>
      )}
    </Stack>
  );
}
