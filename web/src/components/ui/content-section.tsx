import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled section of a content page: paragraphs and/or a bullet list. */
export function ContentSection({
  title,
  paragraphs = [],
  items,
  children,
}: {
  title: string;
  paragraphs?: ReactNode[];
  items?: ReactNode[];
  children?: ReactNode;
}) {
  return (
    <Box as="section">
      <Heading as="h2" size="xl" mb="3">
        {title}
      </Heading>
      <Stack gap="3" lineHeight="tall">
        {paragraphs.map((p, i) => (
          <Text key={i}>{p}</Text>
        ))}
        {items && (
          <List.Root ps="5" gap="2">
            {items.map((item, i) => (
              <List.Item key={i}>{item}</List.Item>
            ))}
          </List.Root>
        )}
        {children}
      </Stack>
    </Box>
  );
}
