// Spec §2, §5 and §8: the relay dashboard's texts, verbatim.
export const RELAY_TEXT = {
  trackingRequired: { title: 'Tracking code required', description: 'Please scan or enter a tracking code' },
  idRequired: { title: 'ID verification required' },
  codeRequired: { title: 'Pickup code required', description: 'Please enter the 6-digit pickup code from traveler' },
  codeMismatch: { title: 'Pickup code verification failed', description: 'Pickup code does not match package code' },
  invalidCode: 'Invalid pickup code',
  checkedIn: 'Package checked in',
  released: 'Package released successfully',
} as const;

/**
 * Spec §4 stored-package display status, for one package (inventory row or card, details):
 * Stored under 10 days; Approaching Limit at 10 days or more or past the expected pickup date;
 * Expired at 14 days or more. The §2 status summary keeps its own labels (storage-summary.tsx).
 */
export const DISPLAY_STATUS_LABEL = { good: 'Stored', near_limit: 'Approaching Limit', expired: 'Expired' } as const;
export const DISPLAY_STATUS_COLOR = { good: 'green', near_limit: 'orange', expired: 'red' } as const;

/** Spec §4 package condition, as staff pick it at check-in and read it back in the inventory. */
export const CONDITION_LABEL = { good: 'Good', fair: 'Fair', damaged: 'Damaged' } as const;

/** Spec §2 release dialog: the three checks staff confirm before handing a package over. */
export const ID_CHECKS = [
  'Person matches the photo ID',
  'Name on the ID matches the expected recipient',
  'ID is valid and not expired',
] as const;

export const isSixDigits = (code: string) => /^\d{6}$/.test(code.trim());
