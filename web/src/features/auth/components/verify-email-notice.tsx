import { Alert, Button, Stack } from '@chakra-ui/react';
import { describeError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';
import { useResendVerification } from '../api/resend-verification';

/** The product's own text (spec §8), shown when sign-in waits for a confirmed e-mail address. */
export const VERIFY_BEFORE_LOGIN = 'Please check your email to verify your account before logging in.';

/**
 * Sign-in is refused until the e-mail is verified (issue 10): says so where the person is
 * looking, and offers a new link for the account they typed (older links stop working).
 */
export function VerifyEmailNotice({ usernameOrEmail }: { usernameOrEmail: string }) {
  const resend = useResendVerification();
  return (
    <Alert.Root status="warning" data-testid="verify-email-notice" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Verify your email to sign in</Alert.Title>
        <Stack gap="2" align="start">
          <Alert.Description>{VERIFY_BEFORE_LOGIN}</Alert.Description>
          {resend.isSuccess ? (
            <Alert.Description role="status">
              We sent a new verification link. It can take a minute to arrive; check your spam folder too.
            </Alert.Description>
          ) : (
            <Button
              size="sm"
              variant="outline"
              colorPalette="orange"
              loading={resend.isPending}
              loadingText="Sending..."
              onClick={() =>
                resend.mutate(
                  { usernameOrEmail },
                  {
                    onError: (error) =>
                      notify({
                        title: 'Could not send the email',
                        description: describeError(error),
                        type: 'error',
                      }),
                  },
                )
              }
            >
              Resend verification email
            </Button>
          )}
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
