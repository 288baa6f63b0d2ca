import { Alert, Button, Card, Container, Heading, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { PageMeta } from '@/components/ui/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { ApiError, describeError } from '@/lib/api-error';
import { chooseTestOutcome, submitVerification, uploadVerificationFile, useMyVerification } from '../api/verification';
import { verificationKeys } from '../api/verification-keys';

const OUTCOMES = [
  { value: 'verified', label: 'Verified' },
  { value: 'document_expired', label: 'Requires input: expired document' },
  { value: 'document_unverified_other', label: 'Requires input: unreadable document' },
  { value: 'selfie_face_mismatch', label: 'Requires input: selfie does not match' },
  { value: 'manual_review', label: 'Needs review by Oneway staff' },
] as const;

function UploadStep({ sessionId, onSent }: { sessionId: string; onSent: () => void }) {
  const [subtype, setSubtype] = useState('passport');
  const [doc, setDoc] = useState<File | null>(null);
  const [selfie, setSelfie] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!doc) missing.document = 'Choose a photo of your document';
    if (!selfie) missing.selfie = 'Choose a selfie';
    setErrors(missing);
    if (!doc || !selfie) return;
    setBusy(true);
    try {
      const d = await uploadVerificationFile(sessionId, 'document', doc).catch((err: unknown) => {
        throw Object.assign(err as object, { field: 'document' });
      });
      const s = await uploadVerificationFile(sessionId, 'selfie', selfie).catch((err: unknown) => {
        throw Object.assign(err as object, { field: 'selfie' });
      });
      await submitVerification(sessionId, {
        documentSubtype: subtype,
        documentFileId: d.fileId,
        selfieFileId: s.fileId,
      });
      onSent();
    } catch (err) {
      const field = (err as { field?: string }).field ?? 'document';
      setErrors({
        [field]: err instanceof ApiError ? (err.fieldErrors[0]?.message ?? err.message) : describeError(err),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Upload your document and selfie">
      <Stack gap="4">
        <FormField label="Document type">
          <SelectField
            value={subtype}
            onChange={(e) => setSubtype(e.target.value)}
            options={[
              { value: 'passport', label: 'Passport' },
              { value: 'driving_license', label: 'Driving licence' },
              { value: 'id_card', label: 'National ID card' },
            ]}
          />
        </FormField>
        <FormField
          label="Photo of your document"
          error={errors.document}
          helper="JPEG, PNG, WebP or PDF, at most 5 MB."
        >
          <Input
            type="file"
            accept="image/jpeg,image/png,image/webp,application/pdf"
            p="1"
            onChange={(e) => setDoc(e.target.files?.[0] ?? null)}
          />
        </FormField>
        <FormField label="Selfie" error={errors.selfie} helper="JPEG, PNG or WebP, at most 5 MB.">
          <Input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            p="1"
            onChange={(e) => setSelfie(e.target.files?.[0] ?? null)}
          />
        </FormField>
        <Button type="submit" colorPalette="teal" alignSelf="start" loading={busy}>
          Send for checking
        </Button>
      </Stack>
    </form>
  );
}

function OutcomeStep({ sessionId, onDone }: { sessionId: string; onDone: () => void }) {
  const [outcome, setOutcome] = useState<string>('verified');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="4">
      <Text>Test mode: choose what the verification provider answers. It reaches Oneway as a signed webhook.</Text>
      <RadioGroup.Root
        value={outcome}
        onValueChange={(d) => setOutcome(d.value ?? 'verified')}
        aria-label="Test outcome"
      >
        <Stack gap="2">
          {OUTCOMES.map((o) => (
            <RadioGroup.Item key={o.value} value={o.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
      <Button
        colorPalette="teal"
        alignSelf="start"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await chooseTestOutcome(sessionId, outcome);
            onDone();
          } catch (err) {
            setError(describeError(err));
          } finally {
            setBusy(false);
          }
        }}
      >
        Finish
      </Button>
    </Stack>
  );
}

/** /verification/hosted/:sessionId: the test-mode provider's hosted page (document, selfie, outcome). */
export function HostedVerificationPage() {
  const { sessionId = '' } = useParams();
  const q = useMyVerification();
  const client = useQueryClient();
  const navigate = useNavigate();
  if (q.isPending) return <PageSpinner />;
  if (q.error)
    return (
      <Container maxW="2xl" py="12">
        <QueryError title="We couldn't load this verification." error={q.error} asPageHeading />
      </Container>
    );
  const session = q.data.session;
  const refresh = () => client.invalidateQueries({ queryKey: verificationKeys.all });
  return (
    <Container maxW="2xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Verify your identity"
        description="Upload your document and a selfie."
        path="/verification"
        noIndex
      />
      <Card.Root>
        <Card.Body gap="5">
          <Heading as="h1" size="xl">
            Verify your identity
          </Heading>
          {!session || session.id !== sessionId ? (
            <Text role="alert">
              This verification link is not yours or has ended. Start again from your verification page.
            </Text>
          ) : session.status === 'requires_input' ? (
            <UploadStep sessionId={sessionId} onSent={refresh} />
          ) : session.status === 'processing' && q.data.testMode ? (
            <OutcomeStep
              sessionId={sessionId}
              onDone={async () => {
                await refresh();
                navigate('/verification');
              }}
            />
          ) : (
            <Text>This verification is {session.status === 'verified' ? 'complete' : 'being checked'}.</Text>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
