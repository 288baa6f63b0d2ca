import { Button, Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH, REALTIME } from '@/config/constants';
import { ApiError } from '@/lib/api-error';
import { realtime } from '@/lib/realtime';
import { useSendMessage } from '../api/send-message';

/** Writes one message; tells the recipient I am typing (throttled) and when I stop. */
export function Composer({
  recipientId,
  shipmentId,
  disabled,
}: {
  recipientId: string;
  shipmentId?: string;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const send = useSendMessage();
  const lastTyping = useRef(0);
  const stopTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const length = [...text.trim()].length;
  const tooLong = length > MESSAGE_MAX_LENGTH;

  const typing = (isTyping: boolean) => realtime.send({ type: 'typing', data: { recipientId, isTyping } });
  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value && now - lastTyping.current > REALTIME.typingThrottleMs) {
      lastTyping.current = now;
      typing(true);
    }
    if (stopTimer.current) clearTimeout(stopTimer.current);
    stopTimer.current = setTimeout(() => {
      lastTyping.current = 0;
      typing(false);
    }, REALTIME.typingThrottleMs);
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!length || tooLong || send.isPending) return;
    const content = text;
    // One id per message, kept across the automatic retries of this send.
    send.mutate(
      { messageId: crypto.randomUUID(), recipientId, content, ...(shipmentId ? { shipmentId } : {}) },
      { onSuccess: () => setText('') },
    );
    if (stopTimer.current) clearTimeout(stopTimer.current);
    lastTyping.current = 0;
    typing(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; it must not also add a newline (that change told the other side 'typing…'
    // again right after the message went).
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  };
  const error =
    send.error instanceof ApiError ? send.error.message : send.error ? 'Message not sent. Try again.' : null;

  return (
    <form onSubmit={submit}>
      <Field.Root invalid={tooLong || !!error}>
        <Field.Label srOnly>Message</Field.Label>
        <HStack align="end" gap="2" w="full">
          <Textarea
            flex="1"
            minW="0"
            value={text}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={disabled ? 'You cannot message this user' : 'Write a message…'}
            autoresize
            maxH="40"
            rows={1}
            disabled={disabled}
            data-testid="message-input"
          />
          <Button type="submit" colorPalette="teal" loading={send.isPending} disabled={disabled || !length || tooLong}>
            Send
          </Button>
        </HStack>
        {tooLong ? (
          <Field.ErrorText>Message must be at most {MESSAGE_MAX_LENGTH} characters</Field.ErrorText>
        ) : error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : length > MESSAGE_MAX_LENGTH - 200 ? (
          <Text fontSize="xs" color="fg.muted">
            {MESSAGE_MAX_LENGTH - length} characters left
          </Text>
        ) : null}
      </Field.Root>
    </form>
  );
}
