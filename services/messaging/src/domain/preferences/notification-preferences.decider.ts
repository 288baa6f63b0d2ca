import type { Decider, EmailCategory, EventData, EventOf, notificationPreferenceSetV1 } from '@oneway/contracts';

export type PreferenceEvent = EventOf<typeof notificationPreferenceSetV1>;

export type PreferenceCommand = { type: 'set_email_preference' } & EventData<typeof notificationPreferenceSetV1>;

/** E-mail per category; a category never set is on. */
export type PreferenceState = Partial<Record<EmailCategory, boolean>>;

/** One person's e-mail preferences: a change is recorded only when it changes something. */
export const notificationPreferencesDecider: Decider<PreferenceCommand, PreferenceState, PreferenceEvent> = {
  initialState: () => ({}),
  evolve: (state, event) => ({ ...state, [event.data.category]: event.data.email }),
  decide: (command, state) => {
    const { type: _type, ...data } = command;
    if ((state[data.category] ?? true) === data.email) return [];
    return [{ type: 'messaging.notification_preference.set', data }];
  },
};

export const preferencesStreamId = (userId: string) => `notification-preferences-${userId}`;
