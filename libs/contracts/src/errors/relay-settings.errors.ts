import { defineError } from '../errors.js';

/** The relay's storage-limit settings that admins edit (/admin/settings). */
export const relaySettingsErrors = {
  invalid: defineError({
    code: 'RELAY.SETTING_INVALID',
    kind: 'validation',
    message: (_field: string, message: string) => message,
    fieldErrors: (field, message) => [{ field, message }],
  }),
};
