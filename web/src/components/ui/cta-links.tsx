import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A row of call-to-action links; the first is the primary action. */
export function CtaLinks({ links }: { links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <HStack gap="3" flexWrap="wrap">
      {links.map((link, index) => (
        <Button asChild key={link.to} colorPalette="teal" variant={index === 0 ? 'solid' : 'outline'}>
          <RouterLink to={link.to}>{link.label}</RouterLink>
        </Button>
      ))}
    </HStack>
  );
}
