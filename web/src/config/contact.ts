// Public support contacts shown in the footer and on /contact. Operators set the real values at
// build time (VITE_SUPPORT_EMAIL, VITE_SUPPORT_PHONE); the defaults are placeholders.
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@oneway.example';
export const SUPPORT_PHONE: string = import.meta.env.VITE_SUPPORT_PHONE ?? '+1 (555) 010-0199';
export const PRESS_EMAIL: string = import.meta.env.VITE_PRESS_EMAIL ?? 'press@oneway.example';
export const CAREERS_EMAIL: string = import.meta.env.VITE_CAREERS_EMAIL ?? 'careers@oneway.example';
