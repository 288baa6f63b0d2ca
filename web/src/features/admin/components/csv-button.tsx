import { Button } from '@chakra-ui/react';
import { notify } from '@/lib/toaster';
import { downloadCsv } from '../api/download-csv';

/** Downloads the list as CSV (the same route with ?format=csv). */
export function CsvButton({ path, filename }: { path: string; filename: string }) {
  return (
    <Button
      size="xs"
      variant="outline"
      onClick={() =>
        downloadCsv(`${path}${path.includes('?') ? '&' : '?'}format=csv`, filename).catch((e: Error) =>
          notify({ title: 'Could not export', description: e.message, type: 'error' }),
        )
      }
    >
      Export CSV
    </Button>
  );
}
