import { Box, Image, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchPrivateFile } from '@/lib/api-files';
import { queryRoots } from '@/lib/query-keys';

/**
 * A private photo (served only after the API's access check), fetched with the session and
 * shown from a blob URL; a skeleton while it loads and a short note when it cannot be shown.
 */
export function PrivatePhoto({ src, alt, size = '24' }: { src: string; alt: string; size?: string }) {
  const file = useQuery({
    queryKey: [...queryRoots.privateFile, src],
    queryFn: ({ signal }) => fetchPrivateFile(src, signal),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: 1,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const u = URL.createObjectURL(file.data);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file.data]);

  if (file.isError)
    return (
      <Box w={size} h={size} borderWidth="1px" rounded="md" display="grid" placeItems="center" p="1">
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          Photo unavailable
        </Text>
      </Box>
    );
  if (!url) return <Skeleton w={size} h={size} rounded="md" aria-label="Loading photo" />;
  return <Image src={url} alt={alt} w={size} h={size} objectFit="cover" rounded="md" borderWidth="1px" />;
}
