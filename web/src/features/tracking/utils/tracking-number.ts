/** Tracking numbers are letters, digits and dashes; compared case-insensitively. */
export function normalizeTrackingNumber(raw: string): string {
  return raw.trim().replace(/\s+/g, '').toUpperCase();
}

export function trackingNumberProblem(value: string): string | null {
  if (value === '') return 'Please enter a tracking number';
  if (!/^[A-Z0-9-]{6,40}$/.test(value)) return 'Tracking numbers contain 6 to 40 letters, digits or dashes';
  return null;
}

/** 'in_transit' → 'In transit'. */
export function statusLabel(status: string): string {
  const text = status.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
