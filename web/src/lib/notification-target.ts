import { NOTIFICATION_BADGE_CAP } from '@/config/constants';

export type NotificationLinkSource = { type: string; link?: string | null; relatedId?: string | number | null };

const withId = (base: string, id: NotificationLinkSource['relatedId']) =>
  id === null || id === undefined || id === '' ? base : `${base}/${encodeURIComponent(String(id))}`;

/** Spec §4 notification target: an explicit link wins; otherwise the route by type. */
export function notificationTarget(notification: NotificationLinkSource): string {
  if (notification.link) return notification.link;
  const id = notification.relatedId;
  switch (notification.type) {
    case 'trip_update':
    case 'trip_verification':
    case 'trip_status_change':
      return withId('/trips', id);
    case 'shipment_update':
    case 'package_updates':
    case 'shipment_status_change':
      return withId('/shipments', id);
    case 'message':
    case 'new_message':
      return id === null || id === undefined || id === ''
        ? '/messages'
        : `/messages?conversation=${encodeURIComponent(String(id))}`;
    case 'match':
    case 'match_request':
    case 'match_accepted':
    case 'match_rejected':
      return withId('/matches', id);
    case 'verification_required':
    case 'verification_update':
    case 'verification_approved':
    case 'verification_rejected':
      return '/verification';
    case 'payment_update':
    case 'payment_received':
    case 'payment_sent':
      return '/earnings';
    default:
      return '/notifications';
  }
}

/** Spec §4: the bell badge shows the unread count, '9+' above 9. */
export function badgeLabel(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread);
}
