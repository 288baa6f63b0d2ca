import { Button, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';

/** Password field with a show/hide toggle that screen readers can operate. */
export function PasswordInput(props: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <Button
          variant="ghost"
          size="xs"
          me="-2"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
        >
          {visible ? 'Hide' : 'Show'}
        </Button>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
