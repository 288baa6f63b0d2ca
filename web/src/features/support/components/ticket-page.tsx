import { Button, Container, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryErrorPage } from '@/components/ui/query-error-page';
import { ApiError, describeError } from '@/lib/api-error';
import { useClientId } from '@/lib/client-id';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  useCloseMyTicket,
  useMyTicket,
  useReplyMyTicket,
} from '../api/support-tickets';
import { dateTime } from '@/lib/marketplace-format';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketThread } from './ticket-thread';

/** /support/:id: my ticket's thread and status; I reply (which reopens it) or close it. */
export function TicketPage() {
  const { id = '' } = useParams();
  const q = useMyTicket(id);
  const reply = useReplyMyTicket(id);
  const close = useCloseMyTicket(id);
  const msgId = useClientId();
  const [content, setContent] = useState('');
  if (q.isPending) return <PageSpinner />;
  if (q.error)
    return (
      <QueryErrorPage
        title="We couldn't load this ticket."
        error={q.error}
        backTo="/support"
        backText="← All tickets"
      />
    );
  const { ticket, messages } = q.data;
  const closed = ticket.status === 'closed';
  const contentError =
    reply.error instanceof ApiError ? reply.error.fieldErrors.find((f) => f.field === 'content')?.message : undefined;
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta title={ticket.subject} description="Support ticket" path={`/support/${id}`} noIndex />
      <Stack gap="5">
        <Button asChild variant="ghost" size="sm" alignSelf="start">
          <RouterLink to="/support">← All tickets</RouterLink>
        </Button>
        <HStack justify="space-between" flexWrap="wrap">
          <Heading as="h1" size="xl">
            {ticket.subject}
          </Heading>
          <TicketStatusBadge status={ticket.status} />
        </HStack>
        <Text color="fg.muted">
          {TICKET_CATEGORIES[ticket.category]} · {TICKET_PRIORITIES[ticket.priority]} priority · opened{' '}
          {dateTime(ticket.createdAt)}
        </Text>
        <TicketThread messages={messages} attachmentsAt={`/api/support/tickets/${id}/attachments`} />
        {closed ? (
          <Text color="fg.muted">This ticket is closed. Open a new ticket if you still need help.</Text>
        ) : (
          <Stack
            as="form"
            gap="3"
            onSubmit={(e) => {
              e.preventDefault();
              reply.mutate(
                { messageId: msgId.current({ content }), content },
                {
                  onSuccess: () => {
                    msgId.renew();
                    setContent('');
                  },
                },
              );
            }}
          >
            <FormField label="Your reply" error={contentError}>
              <Textarea value={content} onChange={(e) => setContent(e.target.value)} rows={4} maxLength={2000} />
            </FormField>
            {reply.error && !contentError && (
              <Text color="fg.error" role="alert">
                {describeError(reply.error)}
              </Text>
            )}
            <HStack>
              <Button type="submit" colorPalette="teal" loading={reply.isPending}>
                Send reply
              </Button>
              <Button variant="outline" loading={close.isPending} onClick={() => close.mutate()}>
                Close ticket
              </Button>
            </HStack>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
