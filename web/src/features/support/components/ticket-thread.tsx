import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { dateTime } from '@/lib/marketplace-format';
import type { TicketMessage } from '../api/support-tickets';
import { TicketAttachment } from './ticket-attachment';

/** A ticket's messages, oldest first; staff see internal notes marked as such. */
export function TicketThread({ messages, attachmentsAt }: { messages: TicketMessage[]; attachmentsAt: string }) {
  return (
    <Stack gap="3" as="ol" listStyleType="none" aria-label="Messages">
      {messages.map((m) => (
        <Box
          as="li"
          key={m.id}
          borderWidth="1px"
          borderRadius="md"
          p="3"
          bg={m.isInternal ? 'yellow.50' : m.byStaff ? 'teal.50' : 'bg'}
          data-internal={m.isInternal ? 'true' : undefined}
        >
          <HStack justify="space-between" flexWrap="wrap" mb="1">
            <HStack gap="2">
              <Text fontWeight="semibold">{m.byStaff ? `${m.authorName} (Oneway Support)` : m.authorName}</Text>
              {m.isInternal && <Badge colorPalette="yellow">Internal note</Badge>}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {dateTime(m.createdAt)}
            </Text>
          </HStack>
          <Text whiteSpace="pre-wrap">{m.content}</Text>
          {m.attachmentIds.length > 0 && (
            <HStack gap="2" mt="2" flexWrap="wrap">
              {m.attachmentIds.map((f, i) => (
                <TicketAttachment key={f} url={`${attachmentsAt}/${f}`} label={`Attachment ${i + 1}`} />
              ))}
            </HStack>
          )}
        </Box>
      ))}
    </Stack>
  );
}
