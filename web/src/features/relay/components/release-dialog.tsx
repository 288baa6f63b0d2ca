import { Box, Button, Checkbox, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-error';
import { useClientId } from '@/lib/client-id';
import { notify } from '@/lib/toaster';
import { useReleasePackage } from '../api/release-package';
import type { StoredPackageRow } from '../api/types';
import { ID_CHECKS, isSixDigits, RELAY_TEXT } from '../utils/relay-texts';
import { RelayDialog } from './relay-dialog';

/**
 * Spec §2 release dialog: expected recipient, the three ID checks, the ID-verified checkbox
 * and the 6-digit code. The code is checked on the server only (it is never in the browser);
 * the live indicator shows 'Invalid pickup code' in red while the field holds a code the
 * server refused in this dialog: it goes as soon as the code is changed and comes back the
 * moment a refused code is typed again, which is then not sent a second time (each wrong try
 * counts toward the lockout). See docs/decisions/relay-invalid-code-indicator.md.
 */
export function ReleaseDialog({
  pointId,
  pkg,
  onClose,
}: {
  pointId: string;
  pkg: StoredPackageRow | null;
  onClose: () => void;
}) {
  const [idVerified, setIdVerified] = useState(false);
  const [code, setCode] = useState('');
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | undefined>();
  const requestId = useClientId();
  const release = useReleasePackage();
  const close = () => {
    setIdVerified(false);
    setCode('');
    setRefused(new Set());
    setError(undefined);
    onClose();
  };
  const codeLabel = pkg?.leg === 'destination' ? 'Delivery code' : 'Pickup code';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pkg) return;
    if (!idVerified) {
      notify({ type: 'error', ...RELAY_TEXT.idRequired });
      return;
    }
    if (!isSixDigits(code)) {
      setError(RELAY_TEXT.codeRequired.description);
      notify({ type: 'error', ...RELAY_TEXT.codeRequired });
      return;
    }
    setError(undefined);
    if (refused.has(code.trim())) {
      notify({ type: 'error', ...RELAY_TEXT.codeMismatch });
      return;
    }
    const request = { pointId, packageId: pkg.id, idVerified, code: code.trim() };
    release.mutate(
      { ...request, requestId: requestId.current(request) },
      {
        onSuccess: () => {
          requestId.renew();
          notify({ type: 'success', title: RELAY_TEXT.released });
          close();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'RELAY.PICKUP_CODE_MISMATCH') {
            setRefused((r) => new Set(r).add(code.trim()));
            notify({ type: 'error', ...RELAY_TEXT.codeMismatch });
          } else {
            notify({ type: 'error', title: err instanceof ApiError ? err.detail : 'Request failed' });
          }
        },
      },
    );
  };
  const invalid = refused.has(code.trim());

  return (
    <RelayDialog
      open={!!pkg}
      onClose={close}
      title="Release Package"
      footer={
        <Button
          type="submit"
          form="release-form"
          colorPalette="teal"
          loading={release.isPending}
          w={{ base: 'full', md: 'auto' }}
        >
          Release Package
        </Button>
      }
    >
      {pkg && (
        <form id="release-form" onSubmit={submit} noValidate aria-label="Release package">
          <Stack gap="4">
            <Box borderWidth="1px" rounded="md" p="3">
              <Text fontSize="sm" color="fg.muted">
                Expected recipient
              </Text>
              <Text fontWeight="semibold" data-testid="expected-recipient">
                {pkg.recipientName ?? (pkg.leg === 'origin' ? 'Traveler not matched yet' : 'Unknown')}
              </Text>
              <Text fontSize="sm" fontFamily="mono">
                {pkg.trackingNumber}
              </Text>
            </Box>
            <Box>
              <Text fontWeight="medium" mb="1">
                ID verification
              </Text>
              <List.Root as="ol" ps="5" fontSize="sm">
                {ID_CHECKS.map((c) => (
                  <List.Item key={c}>{c}</List.Item>
                ))}
              </List.Root>
            </Box>
            <Checkbox.Root checked={idVerified} onCheckedChange={(e) => setIdVerified(!!e.checked)}>
              <Checkbox.HiddenInput name="idVerified" />
              <Checkbox.Control />
              <Checkbox.Label>I have verified the recipient&apos;s ID</Checkbox.Label>
            </Checkbox.Root>
            <FormField label={codeLabel} error={error} helper="6 digits, from the person collecting">
              <HStack w="full">
                <Input
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                  letterSpacing="0.3em"
                  maxW="40"
                  aria-invalid={invalid}
                />
                {invalid && (
                  <Text color="red.500" fontSize="sm" role="status" data-testid="code-indicator">
                    {RELAY_TEXT.invalidCode}
                  </Text>
                )}
              </HStack>
            </FormField>
          </Stack>
        </form>
      )}
    </RelayDialog>
  );
}
