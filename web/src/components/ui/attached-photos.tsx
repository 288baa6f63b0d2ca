import { Button, Field, Stack, Text, Wrap } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { PrivatePhoto } from '@/components/ui/private-photo';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/toaster';

export type AttachedPhotoNames = {
  /** The thumbnails' list label and test id. */
  list: string;
  testId: string;
  /** Each thumbnail's alt text, numbered: "<photo> 1". */
  photo: string;
  /** The hidden file input's label. */
  input: string;
};

/** Attaching more photos: the upload (the server stores, types and attaches them) and its texts. */
export type AddPhotos = {
  upload: (files: File[]) => Promise<unknown>;
  /** Shown, without uploading, when the files picked would make more than `max` in all. */
  tooMany: string;
  /** The toast once they are attached. */
  added: string;
};

/**
 * The photos attached to something (a shipment's package, a review) as private thumbnails,
 * fetched with the session, and, with `add` while fewer than `max` are attached, a button to
 * attach JPEG, PNG or WebP files. The server's reason for a refused file is shown in place.
 * Nothing at all is rendered when there is no photo, no `empty` text and nothing to add.
 */
export function AttachedPhotos({
  photos,
  src,
  names,
  max,
  add,
  empty,
  compact = false,
}: {
  photos: readonly string[];
  /** The private route of one photo. */
  src: (photoId: string) => string;
  names: AttachedPhotoNames;
  max: number;
  add?: AddPhotos;
  empty?: ReactNode;
  /** Smaller thumbnails and button, for a card. */
  compact?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const canAdd = add !== undefined && photos.length < max;

  const pick = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (files.length === 0 || !add) return;
    if (photos.length + files.length > max) {
      setError(add.tooMany);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await add.upload(files);
      notify({ type: 'success', title: add.added });
    } catch (err) {
      setError(err instanceof ApiError ? (err.fieldErrors[0]?.message ?? err.detail) : 'Upload failed');
    } finally {
      setBusy(false);
    }
  };

  if (photos.length === 0 && empty === undefined && !canAdd) return null;
  return (
    <Stack gap={compact ? '2' : '3'}>
      {photos.length === 0 ? (
        empty
      ) : (
        <Wrap gap="2" aria-label={names.list} data-testid={names.testId}>
          {photos.map((id, i) => (
            <PrivatePhoto key={id} src={src(id)} alt={`${names.photo} ${i + 1}`} size={compact ? '20' : '28'} />
          ))}
        </Wrap>
      )}
      {canAdd && (
        <Field.Root invalid={!!error}>
          <Button
            size={compact ? 'xs' : 'sm'}
            variant="outline"
            alignSelf="start"
            loading={busy}
            onClick={() => input.current?.click()}
          >
            Add photos
          </Button>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            hidden
            aria-label={names.input}
            onChange={(e) => void pick(e.target.files)}
          />
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Text fontSize="xs" color="fg.muted">
              Up to {max} photos: JPEG, PNG or WebP, 5 MB each
            </Text>
          )}
        </Field.Root>
      )}
    </Stack>
  );
}
