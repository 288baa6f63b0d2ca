import { defineError } from '../errors.js';

/** The platform's payment settings (fees, hold periods) that staff edit. */
export const paymentSettingsErrors = {
  invalid: defineError({
    code: 'SETTINGS.INVALID',
    kind: 'validation',
    message: (field: string) => `${field} must be a non-negative integer`,
  }),
};
