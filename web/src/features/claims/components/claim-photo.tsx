import { Image, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getAccessToken } from '@/lib/session';
import { claimPhotoUrl } from '../api/claims';
import { claimKeys } from '../api/claim-keys';

/** A private evidence photo: fetched with the session (never a public URL), shown from memory. */
export function ClaimPhoto({ claimId, photoId, alt }: { claimId: string; photoId: string; alt: string }) {
  const q = useQuery({
    queryKey: claimKeys.photo(claimId, photoId),
    queryFn: async ({ signal }) => {
      const token = getAccessToken();
      const res = await fetch(claimPhotoUrl(claimId, photoId), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal,
      });
      if (!res.ok) throw new Error(`photo ${res.status}`);
      // A data: URL (the page's content security policy allows no blob: images).
      const blob = await res.blob();
      return await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(blob);
      });
    },
    staleTime: Infinity,
  });
  if (q.isPending) return <Skeleton boxSize="32" rounded="md" />;
  if (q.error) return <Text color="fg.muted">Photo unavailable</Text>;
  return <Image src={q.data} alt={alt} boxSize="32" objectFit="cover" rounded="md" borderWidth="1px" />;
}
