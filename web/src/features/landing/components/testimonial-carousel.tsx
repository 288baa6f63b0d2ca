import { Box, Card, Container, Heading, HStack, IconButton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppIcon } from '@/components/ui/app-icon';
import { TESTIMONIALS } from '../content';
import { wrapIndex } from '../utils/carousel';

/** Spec §2: four testimonials, previous/next buttons, wrapping at both ends; manual only. */
export function TestimonialCarousel() {
  const [index, setIndex] = useState(0);
  const current = TESTIMONIALS[index]!;
  const move = (delta: number) => setIndex((i) => wrapIndex(i, delta, TESTIMONIALS.length));
  return (
    <Box
      as="section"
      aria-labelledby="testimonials-title"
      aria-roledescription="carousel"
      py="16"
      bg="teal.900"
      color="white"
      data-testid="testimonials"
    >
      <Container maxW="3xl">
        <Heading as="h2" id="testimonials-title" size="2xl" mb="8" textAlign="center">
          What our community says
        </Heading>
        <Card.Root
          role="group"
          bg="whiteAlpha.100"
          color="white"
          borderColor="whiteAlpha.300"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
        >
          <Card.Body gap="4" minH="48" aria-live="polite">
            <HStack role="img" gap="1" color="yellow.300" aria-label={`Rated ${current.rating} out of 5`}>
              {Array.from({ length: current.rating }, (_, i) => (
                <AppIcon key={i} name="star" size={18} />
              ))}
            </HStack>
            <Text as="blockquote" fontSize="lg" data-testid="testimonial-quote">
              “{current.quote}”
            </Text>
            <Text fontWeight="semibold" data-testid="testimonial-author">
              {current.author} · {current.country}
            </Text>
          </Card.Body>
        </Card.Root>
        <HStack justify="center" gap="4" mt="6">
          <IconButton
            aria-label="Previous testimonial"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.500"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={() => move(-1)}
          >
            <AppIcon name="arrowLeft" />
          </IconButton>
          <Text data-testid="testimonial-position">
            {index + 1} / {TESTIMONIALS.length}
          </Text>
          <IconButton
            aria-label="Next testimonial"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.500"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={() => move(1)}
          >
            <AppIcon name="arrowRight" />
          </IconButton>
        </HStack>
      </Container>
    </Box>
  );
}
