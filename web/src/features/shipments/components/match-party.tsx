import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { describeError } from '@/lib/api-error';
import { useMatchParty } from '../api/get-matches';
import type { MatchView } from '../api/match-types';
import { ratingText } from '../utils/match-labels';

/** The other person of a match: name, rating, verification, their profile and the conversation. */
export function MatchParty({ match }: { match: MatchView }) {
  const party = useMatchParty(match.otherPartyId);
  const label = match.role === 'sender' ? 'Traveler' : 'Sender';
  return (
    <Stack gap="2" data-testid="match-party">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {party.isPending ? (
        <Skeleton h="6" w="48" aria-label={`Loading the ${label.toLowerCase()}`} />
      ) : party.error ? (
        <Text color="fg.error">{describeError(party.error)}</Text>
      ) : (
        <HStack gap="3" flexWrap="wrap">
          <Text fontWeight="semibold" fontSize="lg">
            {party.data.fullName}
          </Text>
          <Text aria-label={`Rating: ${ratingText(party.data.rating)}`}>{ratingText(party.data.rating)}</Text>
          <Badge colorPalette={party.data.isVerified ? 'green' : 'gray'}>
            {party.data.isVerified ? 'Verified' : 'Not verified'}
          </Badge>
        </HStack>
      )}
      <HStack gap="2" flexWrap="wrap">
        {match.actions.includes('message') && (
          <Button asChild size="sm" colorPalette="teal" variant="outline">
            <RouterLink to={`/messages/${match.otherPartyId}`}>Open conversation</RouterLink>
          </Button>
        )}
        {match.role === 'sender' && (
          <Button asChild size="sm" variant="ghost">
            <RouterLink to={`/travelers/${match.otherPartyId}`}>View traveler profile</RouterLink>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
