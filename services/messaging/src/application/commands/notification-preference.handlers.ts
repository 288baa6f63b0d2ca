import {
  type Actor,
  type EmailCategory,
  type EventMetadata,
  type NotificationPreference,
  notificationPreferenceErrors,
} from '@oneway/contracts';
import { handleCommand } from '@oneway/eventstore';
import { EMAIL_CATEGORY_TEXT } from '../../domain/preferences/email-categories.js';
import {
  notificationPreferencesDecider,
  preferencesStreamId,
} from '../../domain/preferences/notification-preferences.decider.js';
import { verifyUnsubscribeToken } from '../unsubscribe-token.js';
import { NOTIFICATION_PREFERENCES_PROJECTION, readModelsAt, type MessagingDeps } from '../messaging-deps.js';
import { preferencesOf } from '../queries/notification-preferences.query.js';

async function setEmail(
  deps: MessagingDeps,
  userId: string,
  category: EmailCategory,
  email: boolean,
  via: 'settings' | 'unsubscribe_link',
  metadata: EventMetadata,
): Promise<void> {
  const result = await handleCommand(
    deps.store,
    notificationPreferencesDecider,
    preferencesStreamId(userId),
    { type: 'set_email_preference', userId, category, email, via },
    metadata,
  );
  // The answer reads the preferences' own table.
  await readModelsAt(deps, result.lastPosition, NOTIFICATION_PREFERENCES_PROJECTION);
}

/** The settings page: turn one category's e-mail on or off (in-app stays on). */
export async function setNotificationPreference(
  deps: MessagingDeps,
  actor: Actor,
  input: { category: EmailCategory; email: boolean },
  metadata: EventMetadata,
): Promise<{ items: NotificationPreference[] }> {
  await setEmail(deps, actor.userId, input.category, input.email, 'settings', metadata);
  return preferencesOf(deps.pool, actor.userId);
}

/** An e-mail's unsubscribe link: no sign-in, the signed token names the person and category. */
export async function unsubscribe(
  deps: MessagingDeps,
  token: string,
  metadata: EventMetadata,
): Promise<{ category: EmailCategory; label: string; email: false }> {
  const target = verifyUnsubscribeToken(deps.unsubscribeSecret, token);
  if (!target) throw notificationPreferenceErrors.invalidUnsubscribeToken();
  await setEmail(deps, target.userId, target.category, false, 'unsubscribe_link', { ...metadata, actorId: null });
  return { category: target.category, label: EMAIL_CATEGORY_TEXT[target.category].label, email: false };
}
