import { Badge, Box, Card, Center, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { AppIcon } from '@/components/ui/app-icon';
import { LANDING_TRACKING_ROTATION_MS } from '@/config/constants';
import { TRACKING_STEPS } from '../tracking-steps';
import { useRotatingIndex } from '../hooks/use-rotating-index';
import { trackingStepState } from '../utils/carousel';

const BADGE_PALETTE = { Completed: 'green', 'Just now': 'teal', Upcoming: 'gray' } as const;

/** Spec §4 sample tracking card: cycles every 2.5 s through the five steps. */
export function TrackingCard() {
  const active = useRotatingIndex(TRACKING_STEPS.length, LANDING_TRACKING_ROTATION_MS);
  return (
    <Card.Root w="full" maxW="md" boxShadow="xl" data-testid="tracking-card" data-active-step={active}>
      <Card.Header>
        <Text fontSize="sm" color="fg.muted">
          Sample shipment · London to Lagos
        </Text>
        <Heading as="h2" size="md">
          Package tracking
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="ol" gap="3" aria-live="polite" listStyleType="none">
          {TRACKING_STEPS.map((step, index) => {
            const state = trackingStepState(index, active);
            return (
              <Flex
                as="li"
                key={step.text}
                align="center"
                gap="3"
                data-state={state}
                aria-current={state === 'Just now' ? 'step' : undefined}
              >
                <Center
                  boxSize="9"
                  borderRadius="full"
                  bg={state === 'Upcoming' ? 'gray.100' : 'teal.100'}
                  color={state === 'Upcoming' ? 'fg.muted' : 'teal.700'}
                  flexShrink={0}
                >
                  <AppIcon name={step.icon} size={18} />
                </Center>
                <Box flex="1">
                  {/* Upcoming steps are muted with a token colour rather than opacity, which would take the
                      text and its badge below WCAG AA contrast. */}
                  <Text
                    fontWeight={state === 'Just now' ? 'semibold' : 'normal'}
                    color={state === 'Upcoming' ? 'fg.muted' : undefined}
                    transition="color 0.3s"
                  >
                    {step.text}
                  </Text>
                </Box>
                <Badge colorPalette={BADGE_PALETTE[state]} data-testid="tracking-step-state">
                  {state}
                </Badge>
              </Flex>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
