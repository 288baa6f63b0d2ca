import { EMAIL_CATEGORIES, type EmailCategory, type NotificationPreference } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import { EMAIL_CATEGORY_TEXT } from '../../domain/preferences/email-categories.js';

/** The person's preferences, one row per category in a fixed order (in-app always on). */
export async function preferencesOf(db: Queryable, userId: string): Promise<{ items: NotificationPreference[] }> {
  const { rows } = await db.query<{ category: EmailCategory; email: boolean }>(
    'SELECT category, email FROM notification_preferences WHERE user_id = $1',
    [userId],
  );
  const set = new Map(rows.map((r) => [r.category, r.email]));
  return {
    items: EMAIL_CATEGORIES.map((category) => ({
      category,
      ...EMAIL_CATEGORY_TEXT[category],
      inApp: true as const,
      email: set.get(category) ?? true,
    })),
  };
}

/** Whether this person still wants e-mail of this category (on unless turned off). */
export async function wantsEmail(db: Queryable, userId: string, category: EmailCategory): Promise<boolean> {
  const { rows } = await db.query<{ email: boolean }>(
    'SELECT email FROM notification_preferences WHERE user_id = $1 AND category = $2',
    [userId, category],
  );
  return rows[0]?.email ?? true;
}
