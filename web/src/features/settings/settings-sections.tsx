import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type SettingsSection = {
  /** The section's anchor: /settings#<id> (e-mails link to /settings#notifications). */
  id: string;
  title: string;
  Component: ComponentType | LazyExoticComponent<ComponentType>;
};

/**
 * The sections of /settings, in page order. Each feature owns its section's component and
 * adds one entry here (account, profile and verification settings join as they are built).
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    id: 'account',
    title: 'Account',
    Component: lazy(() =>
      import('@/features/account/components/account-settings-section').then((m) => ({
        default: m.AccountSettingsSection,
      })),
    ),
  },
  {
    id: 'notifications',
    title: 'Notifications',
    Component: lazy(() =>
      import('@/features/notifications/components/notification-preferences-section').then((m) => ({
        default: m.NotificationPreferencesSection,
      })),
    ),
  },
];
