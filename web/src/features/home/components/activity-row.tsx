import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ActivityItem } from '../utils/recent-activity';

/** One spec §3 activity item: title, description, time and its action (the home panel and /activity). */
export function ActivityRow({ item }: { item: ActivityItem }) {
  return (
    <HStack
      as="li"
      listStyleType="none"
      justify="space-between"
      gap="3"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid="activity-item"
    >
      <Stack gap="0" minW="0">
        <HStack gap="2">
          <Text fontWeight="semibold">{item.title}</Text>
          {item.type === 'expiring' && item.title === 'Trip expiring soon' && (
            <Badge colorPalette="orange" size="sm">
              Soon
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm">{item.description}</Text>
        <Text fontSize="xs" color="fg.muted">
          {item.time}
        </Text>
      </Stack>
      <Button asChild size="xs" variant="outline" flexShrink={0}>
        <RouterLink to={item.actionUrl}>{item.actionText}</RouterLink>
      </Button>
    </HStack>
  );
}
