import { Box, Button, Container, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useLayoutEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { DECK_SLIDES } from '../data/deck-slides';

/** Printing the deck: every slide on its own page, without the site's header, footer or controls. */
const PRINT_CSS = `@media print {
  header, footer, nav, [data-deck-controls], [data-mobile-bar] { display: none !important; }
  [data-slide] { display: block !important; break-after: page; min-height: auto !important; border: none !important; }
  [data-slide]:last-of-type { break-after: auto; }
}`;

const KEYS_NEXT = ['ArrowRight', 'ArrowDown', 'PageDown', ' '];
const KEYS_PREV = ['ArrowLeft', 'ArrowUp', 'PageUp'];

/** True while typing in a field or using a control that owns the arrow keys. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * /deck: a short presentation of Oneway. Arrow keys (and Page Up/Down, Home/End) move between
 * slides; printing gives one slide a page.
 */
export function DeckPage() {
  const [index, setIndex] = useState(0);
  const last = DECK_SLIDES.length - 1;
  // Layout effect: the keys work from the first paint of the slide.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      let to: number | null = null;
      if (KEYS_NEXT.includes(event.key)) to = index + 1;
      else if (KEYS_PREV.includes(event.key)) to = index - 1;
      else if (event.key === 'Home') to = 0;
      else if (event.key === 'End') to = last;
      if (to === null) return;
      event.preventDefault();
      setIndex(Math.min(last, Math.max(0, to)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, last]);

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <PageMeta
        title="Oneway at a glance"
        description="A short presentation of Oneway: the problem, how it works, trust and safety, coverage and the numbers."
        path="/deck"
      />
      <style>{PRINT_CSS}</style>
      <Heading as="h1" size="md" color="fg.muted" mb="4">
        Oneway at a glance
      </Heading>
      <Box aria-roledescription="slide deck" aria-label="Oneway at a glance">
        {DECK_SLIDES.map((slide, i) => (
          <Box
            as="section"
            key={slide.id}
            data-slide
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${DECK_SLIDES.length}: ${slide.title}`}
            display={i === index ? 'block' : 'none'}
            borderWidth="1px"
            borderRadius="xl"
            p={{ base: '6', md: '12' }}
            minH={{ base: '28rem', md: '32rem' }}
            bg="bg"
          >
            <Stack gap="6">
              <Text fontSize="sm" color="teal.700" fontWeight="semibold">
                {i + 1} / {DECK_SLIDES.length}
              </Text>
              <Heading as="h2" size={{ base: '2xl', md: '4xl' }}>
                {slide.title}
              </Heading>
              <Text fontSize={{ base: 'lg', md: '2xl' }}>{slide.lead}</Text>
              <List.Root gap="3" variant="plain">
                {slide.points.map((p) => (
                  <List.Item key={p.label} display="block">
                    <Text as="span" fontWeight="semibold">
                      {p.label}:
                    </Text>{' '}
                    {p.text}
                  </List.Item>
                ))}
              </List.Root>
              {i === last && (
                <Button asChild colorPalette="teal" alignSelf="start" data-deck-controls>
                  <RouterLink to="/auth">Join Oneway Today</RouterLink>
                </Button>
              )}
            </Stack>
          </Box>
        ))}
      </Box>
      <HStack justify="space-between" mt="4" data-deck-controls>
        <Button variant="outline" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          Previous
        </Button>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          Slide {index + 1} of {DECK_SLIDES.length}: {DECK_SLIDES[index]!.title}
        </Text>
        <Button colorPalette="teal" onClick={() => setIndex(index + 1)} disabled={index === last}>
          Next
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted" mt="2" data-deck-controls>
        Use the arrow keys to move between slides. Print the page for a handout with one slide a page.
      </Text>
    </Container>
  );
}
