// Interest shapes (libs/contracts/src/rpc/marketplace.rpc.ts, interestViewSchema).
export type { Page } from '@/lib/api-types/page';
export type { InterestStatus, InterestView } from '@/lib/api-types/marketplace';
