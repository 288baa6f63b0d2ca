import { Badge, Box, Button, Card, Container, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { statusText } from '@/lib/marketplace-format';
import { LIFECYCLE_STEPS, SIDE_EXITS, type Side } from '../data/lifecycle';

const SIDES: Array<{ side: Side; label: string }> = [
  { side: 'sender', label: 'I send a package' },
  { side: 'traveler', label: 'I carry packages' },
];

/** The state a step leaves the shipment in, as the product labels it. */
export const stateLabel = (state: { of: 'shipment' | 'escrow'; status: string }) =>
  state.of === 'shipment' ? `Shipment: ${statusText(state.status)}` : `Payment: ${statusText(state.status)} in escrow`;

/**
 * /progress ('Interactive' in the footer): a shipment from listing to delivery for first-time
 * senders and travelers, one real lifecycle state per step. Previous/Next buttons, the step
 * list, or the left and right arrow keys move through it; each move focuses the step's heading
 * so a screen reader reads it.
 */
export function WalkthroughPage() {
  const [index, setIndex] = useState(0);
  const [side, setSide] = useState<Side>('sender');
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = LIFECYCLE_STEPS[index]!;
  const last = LIFECYCLE_STEPS.length - 1;
  const go = (next: number) => {
    const to = Math.min(last, Math.max(0, next));
    if (to === index) return;
    moved.current = true;
    setIndex(to);
  };
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [index]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(last);
    else return;
    event.preventDefault();
  };
  const notes = step.notifications.filter((n) => n.to === side);

  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Interactive walkthrough"
        description="Walk through a shipment on Oneway, from listing to delivery, as a sender or a traveler."
        path="/progress"
      />
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            How a shipment travels
          </Heading>
          <Text color="fg.muted">
            Every step a real shipment goes through on Oneway, from listing to delivery. Use the buttons, the step list,
            or the left and right arrow keys.
          </Text>
        </Stack>

        <HStack role="group" aria-label="Show the steps for" gap="2" flexWrap="wrap">
          {SIDES.map((s) => (
            <Button
              key={s.side}
              size="sm"
              variant={side === s.side ? 'solid' : 'outline'}
              colorPalette="teal"
              aria-pressed={side === s.side}
              onClick={() => setSide(s.side)}
            >
              {s.label}
            </Button>
          ))}
        </HStack>

        <Box
          as="section"
          aria-label="Walkthrough"
          aria-roledescription="walkthrough"
          onKeyDown={onKeyDown}
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: '16rem 1fr' }}
          gap="6"
        >
          <Stack as="ol" gap="1" aria-label="Steps" listStyleType="none">
            {LIFECYCLE_STEPS.map((s, i) => (
              <li key={s.title}>
                <Button
                  variant={i === index ? 'subtle' : 'ghost'}
                  colorPalette={i === index ? 'teal' : 'gray'}
                  size="sm"
                  w="full"
                  justifyContent="start"
                  aria-current={i === index ? 'step' : undefined}
                  onClick={() => go(i)}
                >
                  <Text as="span" color={i < index ? 'teal.700' : undefined} aria-hidden={i >= index}>
                    {i < index ? '✓' : `${i + 1}.`}
                  </Text>
                  {i < index && <VisuallyHidden>Done:</VisuallyHidden>}
                  {s.title}
                </Button>
              </li>
            ))}
          </Stack>

          <Card.Root>
            <Card.Body gap="4">
              <Stack gap="1">
                <Text fontSize="sm" color="fg.muted" aria-hidden="true">
                  Step {index + 1} of {LIFECYCLE_STEPS.length}
                </Text>
                <Heading as="h2" size="xl" ref={heading} tabIndex={-1} outline="none" data-testid="walkthrough-step">
                  <VisuallyHidden>
                    Step {index + 1} of {LIFECYCLE_STEPS.length}:{' '}
                  </VisuallyHidden>
                  {step.title}
                </Heading>
                <Badge alignSelf="start" colorPalette="teal" variant="subtle">
                  {stateLabel(step.state)}
                </Badge>
              </Stack>
              <Text fontSize="lg">{side === 'sender' ? step.sender : step.traveler}</Text>
              <Text color="fg.muted">
                {side === 'sender' ? 'The traveler: ' : 'The sender: '}
                {side === 'sender' ? step.traveler : step.sender}
              </Text>
              {step.code && (
                <Text>
                  <strong>Handoff code.</strong> {step.code}
                </Text>
              )}
              {notes.map((n) => (
                <Box key={n.title} borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
                  <Text fontSize="xs" color="fg.muted">
                    The notification you get (example)
                  </Text>
                  <Text fontWeight="semibold">{n.title}</Text>
                  <Text fontSize="sm">
                    {n.content.replace('{name}', 'Your traveler').replace('{amount}', '$40.00')}
                  </Text>
                </Box>
              ))}
              {index === last && (
                <Stack gap="1" as="ul" pl="4">
                  {SIDE_EXITS.map((t) => (
                    <Text as="li" key={t} fontSize="sm" color="fg.muted">
                      {t}
                    </Text>
                  ))}
                </Stack>
              )}
              <HStack justify="space-between" pt="2">
                <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
                  Previous
                </Button>
                {index < last ? (
                  <Button colorPalette="teal" onClick={() => go(index + 1)}>
                    Next
                  </Button>
                ) : (
                  <Button asChild colorPalette="teal">
                    <RouterLink to={side === 'sender' ? '/ship' : '/add-trip'}>
                      {side === 'sender' ? 'Ship a Package' : 'Add Travel Plans'}
                    </RouterLink>
                  </Button>
                )}
              </HStack>
            </Card.Body>
          </Card.Root>
        </Box>
      </Stack>
    </Container>
  );
}
