import { HStack, Progress, Text } from '@chakra-ui/react';
import { passwordStrengthLabel, passwordStrengthScore, type StrengthLabel } from '../utils/password-rules';

const PALETTE: Record<StrengthLabel, string> = { Weak: 'red', Fair: 'orange', Moderate: 'yellow', Strong: 'green' };

export function PasswordStrengthMeter({ password }: { password: string }) {
  const score = passwordStrengthScore(password);
  const label = passwordStrengthLabel(score);
  return (
    <Progress.Root
      value={score}
      max={100}
      size="sm"
      colorPalette={PALETTE[label]}
      aria-label="Password strength"
      data-testid="password-strength"
    >
      <HStack justify="space-between" mb="1">
        <Progress.Label fontSize="sm">Password strength</Progress.Label>
        <Text fontSize="sm" fontWeight="semibold" data-testid="password-strength-label">
          {label}
        </Text>
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
