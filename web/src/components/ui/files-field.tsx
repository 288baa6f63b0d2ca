import { Input } from '@chakra-ui/react';
import { FormField } from './form-field';

/** The most files a form sends with one request; the server checks type and size. */
const MAX_FILES = 5;

/** An optional field of attachments sent with the form: the first five files chosen are kept. */
export function FilesField({
  label,
  accept,
  onFiles,
  error,
  helper,
}: {
  label: string;
  /** MIME types the picker offers. */
  accept: string;
  onFiles: (files: File[]) => void;
  error?: string;
  helper: string;
}) {
  return (
    <FormField label={label} required={false} error={error} helper={helper}>
      <Input
        type="file"
        accept={accept}
        multiple
        p="1"
        onChange={(e) => onFiles(Array.from(e.target.files ?? []).slice(0, MAX_FILES))}
      />
    </FormField>
  );
}
