import { HANDOFF_CODE_LENGTH } from '@oneway/contracts';

/** 6 digits (spec section 9), 5 wrong tries lock the code for 15 minutes (issue 5). */
export const HANDOFF_CODE_POLICY = { digits: HANDOFF_CODE_LENGTH, maxFailedAttempts: 5, lockMinutes: 15 } as const;
