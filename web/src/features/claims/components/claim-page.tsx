import { Button, Container, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FilesField } from '@/components/ui/files-field';
import { FormField } from '@/components/ui/form-field';
import { PageMeta } from '@/components/ui/page-meta';
import { SectionCard } from '@/components/ui/section-card';
import { ApiError, describeError } from '@/lib/api-error';
import { type Claim, useAnswerClaim } from '../api/claims';
import { ClaimView } from './claim-view';

function AnswerForm({ claim }: { claim: Claim }) {
  const answer = useAnswerClaim(claim.id);
  const [statement, setStatement] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const error =
    answer.error instanceof ApiError
      ? answer.error.fieldErrors.find((f) => f.field === 'statement')?.message
      : undefined;
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(e) => {
        e.preventDefault();
        answer.mutate({ statement, files });
      }}
    >
      <FormField
        label="Your side"
        error={error}
        helper="What happened, from your point of view (at least 10 characters)."
      >
        <Textarea value={statement} onChange={(e) => setStatement(e.target.value)} rows={5} maxLength={2000} />
      </FormField>
      <FilesField
        label="Photos"
        accept="image/jpeg,image/png,image/webp"
        onFiles={setFiles}
        helper="Up to 5 JPEG, PNG or WebP photos."
      />
      {answer.error && !error && (
        <Text color="fg.error" role="alert">
          {describeError(answer.error)}
        </Text>
      )}
      <Button type="submit" colorPalette="teal" alignSelf="start" loading={answer.isPending}>
        Send my answer
      </Button>
    </Stack>
  );
}

/** /claims/:id: the claim for its sender and its traveler; the traveler answers once. */
export function ClaimPage() {
  const { id = '' } = useParams();
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta title="Claim" description="A claim on a shipment." path={`/claims/${id}`} noIndex />
      <ClaimView id={id} backTo="/claims" backText="All claims">
        {(claim) =>
          claim.viewerRole === 'traveler' &&
          claim.status === 'open' && (
            <SectionCard idPrefix="claim" title="Give your side">
              <AnswerForm claim={claim} />
            </SectionCard>
          )
        }
      </ClaimView>
    </Container>
  );
}
