import { List, Text } from '@chakra-ui/react';
import { AppIcon } from '@/components/ui/app-icon';
import { passwordChecklist } from '../utils/password-rules';

export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <List.Root id={id} gap="1" variant="plain" aria-label="Password requirements" data-testid="password-checklist">
      {passwordChecklist(password).map((item) => (
        <List.Item
          key={item.id}
          data-met={item.met}
          color={item.met ? 'green.600' : 'fg.muted'}
          fontSize="sm"
          alignItems="center"
          gap="2"
        >
          <AppIcon name={item.met ? 'check' : 'dot'} size={16} />
          <Text as="span">
            {item.label}
            <Text as="span" srOnly>
              {item.met ? ' (met)' : ' (not met)'}
            </Text>
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
