import { SetMetadata } from '@nestjs/common';
import type { Role } from '@oneway/contracts';

export const PUBLIC_ROUTE = 'oneway:public';
export const REQUIRED_ROLES = 'oneway:roles';

/**
 * Every route needs a verified session unless marked public. A public route still reads a
 * valid bearer token when one is sent (logout, public profile), but never requires it.
 */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** The token's role must be one of these; the owning service checks its own records too. */
export const RequireRoles = (...roles: readonly Role[]) => SetMetadata(REQUIRED_ROLES, roles);
