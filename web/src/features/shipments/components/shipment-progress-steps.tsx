import { HStack, Text } from '@chakra-ui/react';
import type { ShipmentStatus } from '../api/types';

const STEPS: Array<{ status: ShipmentStatus; label: string }> = [
  { status: 'pending', label: 'Listed' },
  { status: 'matched', label: 'Matched' },
  { status: 'picked_up', label: 'Picked up' },
  { status: 'in_transit', label: 'In transit' },
  { status: 'arrived', label: 'Arrived' },
  { status: 'delivered', label: 'Delivered' },
];

/** Where a shipment is in its lifecycle: done steps, the current one, upcoming ones. */
export function stepStates(status: ShipmentStatus): Array<{ label: string; state: 'done' | 'current' | 'upcoming' }> {
  const reached = status === 'completed' ? STEPS.length - 1 : STEPS.findIndex((s) => s.status === status);
  return STEPS.map((step, i) => ({
    label: step.label,
    state: reached < 0 ? 'upcoming' : i < reached ? 'done' : i === reached ? 'current' : 'upcoming',
  }));
}

export function ShipmentProgressSteps({ status }: { status: ShipmentStatus }) {
  return (
    <HStack as="ol" gap="1" flexWrap="wrap" aria-label="Progress" listStyleType="none">
      {stepStates(status).map((step, i) => (
        <HStack as="li" key={step.label} gap="1" aria-current={step.state === 'current' ? 'step' : undefined}>
          {i > 0 && (
            <Text color="fg.subtle" aria-hidden="true">
              ›
            </Text>
          )}
          <Text
            fontSize="sm"
            fontWeight={step.state === 'current' ? 'bold' : 'normal'}
            color={step.state === 'upcoming' ? 'fg.subtle' : step.state === 'done' ? 'teal.700' : 'fg'}
          >
            {step.state === 'done' ? '✓ ' : ''}
            {step.label}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}
