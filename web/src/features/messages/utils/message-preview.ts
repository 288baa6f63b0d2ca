import { MESSAGE_PREVIEW_LENGTH } from '@/config/constants';

/** Spec §9 message preview: cut at 60 characters plus '…'. */
export function messagePreview(content: string): string {
  const chars = [...content];
  return chars.length > MESSAGE_PREVIEW_LENGTH ? `${chars.slice(0, MESSAGE_PREVIEW_LENGTH).join('')}…` : content;
}
