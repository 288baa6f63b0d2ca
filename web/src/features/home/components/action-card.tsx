import { Card, Center, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon, type IconName } from '@/components/ui/app-icon';

export type HomeAction = { title: string; description: string; to: string; icon: IconName };

/** A whole-card link; the title is the link text so screen readers announce it once. */
export function ActionCard({ action }: { action: HomeAction }) {
  return (
    <LinkBox as="li" listStyleType="none">
      <Card.Root h="full" _hover={{ borderColor: 'teal.500', boxShadow: 'md' }} transition="all 0.15s">
        <Card.Body gap="3">
          <Center boxSize="10" borderRadius="lg" bg="teal.100" color="teal.700">
            <AppIcon name={action.icon} />
          </Center>
          <Heading as="h3" size="md">
            <LinkOverlay asChild>
              <RouterLink to={action.to}>{action.title}</RouterLink>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted">{action.description}</Text>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
