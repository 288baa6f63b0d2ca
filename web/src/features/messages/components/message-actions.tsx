import { Button, CloseButton, Dialog, Field, Menu, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { describeError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';
import { useReactToMessage, useReportMessage } from '../api/message-actions';
import type { Message } from '../api/types';

/** The reactions offered on a message I received (the server takes any single emoji). */
export const REACTIONS = ['👍', '❤️', '😂', '😮', '🙏'] as const;
const REASON_MAX = 1000;

/** On a message I received: react with one emoji (or remove it) and report it to staff. */
export function MessageActions({ message, senderName }: { message: Message; senderName: string }) {
  const react = useReactToMessage();
  const report = useReportMessage();
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const [reported, setReported] = useState(false);

  const setReaction = (emoji: string | null) =>
    react.mutate(
      { messageId: message.id, emoji },
      { onError: (err) => notify({ type: 'error', title: 'Reaction not saved', description: describeError(err) }) },
    );
  const submitReport = () =>
    report.mutate(
      { messageId: message.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setReporting(false);
          setReported(true);
          notify({ type: 'success', title: 'Message reported', description: 'Our team will review it.' });
        },
      },
    );

  return (
    <>
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button size="2xs" variant="ghost" aria-label={`Options for the message from ${senderName}`}>
            ⋯
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>React</Menu.ItemGroupLabel>
                {REACTIONS.map((emoji) => (
                  <Menu.Item
                    key={emoji}
                    value={`react-${emoji}`}
                    aria-label={`React with ${emoji}`}
                    onClick={() => setReaction(message.reactionEmoji === emoji ? null : emoji)}
                  >
                    {emoji} {message.reactionEmoji === emoji ? '(remove)' : ''}
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
              {message.reactionEmoji && (
                <Menu.Item value="remove-reaction" onClick={() => setReaction(null)}>
                  Remove reaction
                </Menu.Item>
              )}
              <Menu.Separator />
              <Menu.Item value="report" disabled={reported} onClick={() => setReporting(true)}>
                {reported ? 'Reported' : 'Report message'}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Dialog.Root
        open={reporting}
        onOpenChange={(e) => !e.open && setReporting(false)}
        size={{ base: 'full', md: 'md' }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Report message</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    Our team will see this message from {senderName} as it is now, and your reason.
                  </Text>
                  <Text fontSize="sm" borderLeftWidth="3px" ps="3" whiteSpace="pre-wrap" wordBreak="break-word">
                    {message.content}
                  </Text>
                  <Field.Root invalid={report.isError}>
                    <Field.Label>Reason (optional)</Field.Label>
                    <Textarea
                      value={reason}
                      maxLength={REASON_MAX}
                      onChange={(e) => setReason(e.target.value)}
                      placeholder="What is wrong with this message?"
                    />
                    {report.isError && <Field.ErrorText>{describeError(report.error)}</Field.ErrorText>}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setReporting(false)}>
                  Cancel
                </Button>
                <Button colorPalette="red" onClick={submitReport} loading={report.isPending}>
                  Report
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
