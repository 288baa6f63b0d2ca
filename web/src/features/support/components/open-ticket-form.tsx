import { Button, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FilesField } from '@/components/ui/files-field';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { ApiError, describeError } from '@/lib/api-error';
import { useClientId } from '@/lib/client-id';
import { notify } from '@/lib/toaster';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  type TicketCategory,
  type TicketPriority,
  useOpenTicket,
} from '../api/support-tickets';

/** Open a support ticket: subject, category, priority and the first message (optionally about a shipment). */
export function OpenTicketForm({ shipmentId = null }: { shipmentId?: string | null }) {
  const open = useOpenTicket();
  const id = useClientId();
  const navigate = useNavigate();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TicketCategory>(shipmentId ? 'shipment' : 'general');
  const [priority, setPriority] = useState<TicketPriority>('medium');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const fieldError = (field: string) =>
    open.error instanceof ApiError ? open.error.fieldErrors.find((f) => f.field === field)?.message : undefined;
  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(e) => {
        e.preventDefault();
        open.mutate(
          {
            ticketId: id.current({
              subject,
              category,
              priority,
              content,
              shipmentId,
              files: files.map((f) => [f.name, f.size]),
            }),
            subject,
            category,
            priority,
            content,
            shipmentId,
            files,
          },
          {
            onSuccess: (ticket) => {
              id.renew();
              notify({ title: 'Ticket opened', description: 'Our support team will answer here.', type: 'success' });
              navigate(`/support/${ticket.id}`);
            },
          },
        );
      }}
    >
      {shipmentId && <Text color="fg.muted">About shipment {shipmentId.slice(0, 8)}…</Text>}
      <FormField label="Subject" error={fieldError('subject')}>
        <Input value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={150} />
      </FormField>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        <FormField label="Category">
          <SelectField
            value={category}
            onChange={(e) => setCategory(e.target.value as TicketCategory)}
            options={Object.entries(TICKET_CATEGORIES).map(([value, label]) => ({ value, label }))}
          />
        </FormField>
        <FormField label="Priority">
          <SelectField
            value={priority}
            onChange={(e) => setPriority(e.target.value as TicketPriority)}
            options={Object.entries(TICKET_PRIORITIES).map(([value, label]) => ({ value, label }))}
          />
        </FormField>
      </Stack>
      <FormField label="How can we help?" error={fieldError('content')}>
        <Textarea value={content} onChange={(e) => setContent(e.target.value)} rows={5} maxLength={2000} />
      </FormField>
      <FilesField
        label="Attachments"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        onFiles={setFiles}
        error={fieldError('files') ?? fieldError('attachmentIds')}
        helper="Up to 5 screenshots or PDFs of at most 5 MB."
      />
      {open.error && !fieldError('subject') && !fieldError('content') && (
        <Text color="fg.error" role="alert">
          {describeError(open.error)}
        </Text>
      )}
      <Button type="submit" colorPalette="teal" alignSelf="start" loading={open.isPending}>
        Open ticket
      </Button>
    </Stack>
  );
}
