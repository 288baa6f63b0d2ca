import { Badge as Tag, Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { instantDate } from '@/lib/marketplace-format';
import type { Achievement, BadgeTier } from './api';

export const TIER_PALETTE: Record<BadgeTier, string> = {
  bronze: 'orange',
  silver: 'gray',
  gold: 'yellow',
  platinum: 'purple',
};

/** One badge: name, tier, what it asks, and a progress bar (progress / requirement). */
export function BadgeCard({ achievement: a }: { achievement: Achievement }) {
  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      p="4"
      opacity={a.isCompleted ? 1 : 0.85}
      data-testid="badge-card"
      data-badge={a.badge.id}
      data-unlocked={a.isCompleted}
    >
      <Stack gap="2">
        <HStack justify="space-between">
          <Text fontWeight="semibold">{a.badge.name}</Text>
          <Tag colorPalette={TIER_PALETTE[a.badge.tier]} textTransform="capitalize">
            {a.badge.tier}
          </Tag>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {a.badge.description}
        </Text>
        <Progress.Root
          value={a.progress}
          max={a.maxProgress}
          size="sm"
          colorPalette={a.isCompleted ? 'green' : 'teal'}
          aria-label={`${a.badge.name} progress`}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm">
          {a.isCompleted && a.unlockedAt
            ? `Unlocked ${instantDate(a.unlockedAt)} · ${a.badge.pointsValue} points`
            : `${a.progress} of ${a.maxProgress}`}
        </Text>
      </Stack>
    </Box>
  );
}
