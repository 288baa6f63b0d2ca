import { Box, Button, CloseButton, Field, HStack, Image, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';

export type PickedPhoto = { id: string; preview: string };

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * Photos chosen one batch at a time and uploaded at once (the server checks type and size and
 * answers ids); previews come from the local files. Up to `max` photos; each can be removed
 * before the form is sent.
 */
export function PhotoPicker({
  label,
  value,
  onChange,
  upload,
  max,
  error,
  helper = `Up to ${max} photos: JPEG, PNG or WebP, 5 MB each`,
}: {
  label: string;
  value: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  upload: (files: File[]) => Promise<{ photos: { id: string }[] }>;
  max: number;
  error?: string;
  helper?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const made = previews.current;
    return () => made.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  const pick = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    if (value.length + files.length > max) {
      setProblem(`At most ${max} photos`);
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      const { photos } = await upload(files);
      const added = photos.map((p, i) => {
        const preview = URL.createObjectURL(files[i]!);
        previews.current.add(preview);
        return { id: p.id, preview };
      });
      onChange([...value, ...added]);
    } catch (err) {
      setProblem(
        err instanceof ApiError ? (err.fieldErrors[0]?.message ?? err.detail) : 'The photos could not be uploaded',
      );
    } finally {
      setBusy(false);
    }
  };

  const shown = problem ?? error;
  return (
    <Field.Root invalid={!!shown}>
      <Field.Label>{label}</Field.Label>
      <Wrap gap="2" align="center">
        {value.map((p, i) => (
          <Box key={p.id} position="relative">
            <Image src={p.preview} alt={`Photo ${i + 1}`} w="16" h="16" objectFit="cover" rounded="md" />
            <CloseButton
              size="2xs"
              position="absolute"
              top="0"
              right="0"
              aria-label={`Remove photo ${i + 1}`}
              onClick={() => onChange(value.filter((x) => x.id !== p.id))}
            />
          </Box>
        ))}
        {value.length < max && (
          <HStack>
            <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}>
              Add photos
            </Button>
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              multiple
              hidden
              aria-label={label}
              onChange={(e) => void pick(e.target.files)}
            />
          </HStack>
        )}
      </Wrap>
      {!shown && (
        <Text fontSize="xs" color="fg.muted">
          {helper}
        </Text>
      )}
      {shown && <Field.ErrorText>{shown}</Field.ErrorText>}
    </Field.Root>
  );
}
