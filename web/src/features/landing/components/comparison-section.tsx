import { Box, Container, Heading, Table, Text } from '@chakra-ui/react';
import { COMPARISON } from '../content';

export function ComparisonSection() {
  return (
    <Box as="section" aria-labelledby="comparison-title" py="16" data-testid="comparison-section">
      <Container maxW="5xl">
        <Heading as="h2" id="comparison-title" size="2xl" mb="2">
          Oneway vs. other couriers
        </Heading>
        <Text color="fg.muted" mb="8">
          Travelers already have the space in their luggage, so you pay for the trip, not for a courier network.
        </Text>
        {/* No scroll area: its nowrap cut the third column off on phones. A fixed layout shares the
            width between the columns and the text wraps, so both columns stay readable at 390 px. */}
        <Box borderWidth="1px" rounded="md" overflow="hidden">
          <Table.Root size={{ base: 'sm', md: 'md' }} tableLayout="fixed" overflowWrap="break-word">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col" w={{ base: '28%', md: '22%' }}>
                  Compare
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" color="teal.700">
                  Oneway
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Other couriers</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {COMPARISON.map((row) => (
                <Table.Row key={row.aspect}>
                  <Table.Cell as="th" scope="row" fontWeight="semibold">
                    {row.aspect}
                  </Table.Cell>
                  <Table.Cell>{row.oneway}</Table.Cell>
                  <Table.Cell color="fg.muted">{row.couriers}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Container>
    </Box>
  );
}
