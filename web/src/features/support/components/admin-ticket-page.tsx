import { Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { describeError } from '@/lib/api-error';
import { useAuthUser } from '@/lib/auth-user';
import { useClientId } from '@/lib/client-id';
import { notify } from '@/lib/toaster';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  STAFF_TICKET_STATUSES,
  type TicketStatus,
  useStaffTicket,
  useStaffTicketActions,
} from '../api/support-tickets';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketThread } from './ticket-thread';
import { AdminFrame } from '@/components/admin/admin-frame';

const failed = (err: unknown) => notify({ title: 'Not saved', description: describeError(err), type: 'error' });

/** /admin/support/:id: the whole thread with internal notes; reply, note, assign, move the status. */
export function AdminTicketPage() {
  const { id = '' } = useParams();
  const me = useAuthUser().data;
  const q = useStaffTicket(id);
  const act = useStaffTicketActions(id);
  const msgId = useClientId();
  const [content, setContent] = useState('');
  const [internal, setInternal] = useState(false);
  if (q.isPending) return <PageSpinner />;
  if (q.error)
    return (
      <AdminFrame>
        <QueryError title="We couldn't load this ticket." error={q.error} asPageHeading />
      </AdminFrame>
    );
  const { ticket, messages } = q.data;
  return (
    <AdminFrame>
      <PageMeta title={ticket.subject} description="Support ticket" path={`/admin/support/${id}`} noIndex />
      <Stack gap="5" maxW="4xl">
        <Button asChild variant="ghost" size="sm" alignSelf="start">
          <RouterLink to="/admin/support">← Queue</RouterLink>
        </Button>
        <HStack justify="space-between" flexWrap="wrap">
          <Heading as="h1" size="xl">
            {ticket.subject}
          </Heading>
          <TicketStatusBadge status={ticket.status} staff />
        </HStack>
        <Text color="fg.muted">
          From {ticket.user?.fullName ?? 'a user'} · {TICKET_CATEGORIES[ticket.category]} ·{' '}
          {TICKET_PRIORITIES[ticket.priority]} priority ·{' '}
          {ticket.assignee ? `assigned to ${ticket.assignee.fullName}` : 'unassigned'}
        </Text>
        <HStack gap="3" flexWrap="wrap">
          {me && ticket.assignedToUserId !== me.id && ticket.status !== 'closed' && (
            <Button
              size="sm"
              variant="outline"
              loading={act.assign.isPending}
              onClick={() => act.assign.mutate(me.id, { onError: failed })}
            >
              Assign to me
            </Button>
          )}
          <SelectField
            width="auto"
            size="sm"
            aria-label="Status"
            value={ticket.status}
            onChange={(e) => act.status.mutate(e.target.value as TicketStatus, { onError: failed })}
            options={Object.entries(STAFF_TICKET_STATUSES).map(([value, label]) => ({ value, label }))}
          />
        </HStack>
        <TicketThread messages={messages} attachmentsAt={`/api/admin/support/tickets/${id}/attachments`} />
        {ticket.status !== 'closed' && (
          <Stack
            as="form"
            gap="3"
            onSubmit={(e) => {
              e.preventDefault();
              act.reply.mutate(
                { messageId: msgId.current({ content, internal }), content, internal },
                {
                  onSuccess: () => {
                    msgId.renew();
                    setContent('');
                    setInternal(false);
                  },
                  onError: failed,
                },
              );
            }}
          >
            <FormField label={internal ? 'Internal note (staff only)' : 'Reply to the user'}>
              <Textarea value={content} onChange={(e) => setContent(e.target.value)} rows={4} maxLength={2000} />
            </FormField>
            <HStack as="label" gap="2" cursor="pointer">
              <input type="checkbox" checked={internal} onChange={(e) => setInternal(e.target.checked)} />
              <Text>Internal note: the user never sees it</Text>
            </HStack>
            <Button
              type="submit"
              colorPalette={internal ? 'yellow' : 'teal'}
              alignSelf="start"
              loading={act.reply.isPending}
            >
              {internal ? 'Add note' : 'Send reply'}
            </Button>
          </Stack>
        )}
      </Stack>
    </AdminFrame>
  );
}
