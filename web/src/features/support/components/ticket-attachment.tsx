import { Image, Link, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getAccessToken } from '@/lib/session';
import { supportKeys } from '../api/support-keys';

/** A private ticket attachment, fetched with the session and shown as a data: URL (CSP allows no blob:). */
export function TicketAttachment({ url, label }: { url: string; label: string }) {
  const q = useQuery({
    queryKey: supportKeys.attachment(url),
    queryFn: async ({ signal }) => {
      const token = getAccessToken();
      const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
      if (!res.ok) throw new Error(`attachment ${res.status}`);
      const blob = await res.blob();
      const data = await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(blob);
      });
      return { data, image: blob.type.startsWith('image/') };
    },
    staleTime: Infinity,
  });
  if (q.isPending) return <Skeleton boxSize="24" rounded="md" />;
  if (q.error) return <Text color="fg.muted">{label} unavailable</Text>;
  return q.data.image ? (
    <Image src={q.data.data} alt={label} boxSize="24" objectFit="cover" rounded="md" borderWidth="1px" />
  ) : (
    <Link href={q.data.data} download={`${label}.pdf`} color="teal.700">
      {label} (PDF)
    </Link>
  );
}
