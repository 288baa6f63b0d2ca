import { applyDecorators, SetMetadata } from '@nestjs/common';
import { rolesFor, type Role, type StaffAction } from '@oneway/contracts';

export const PUBLIC_ROUTE = 'oneway:public';
export const REQUIRED_ROLES = 'oneway:roles';
export const REQUIRED_ACTION = 'oneway:staff-action';
export const VERIFIED_EMAIL_FOR = 'oneway:verified-email';

/**
 * Every route needs a verified session unless marked public. A public route still reads a
 * valid bearer token when one is sent (logout, public profile), but never requires it.
 */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** The token's role must be one of these; the owning service checks its own records too. */
export const RequireRoles = (...roles: readonly Role[]) => SetMetadata(REQUIRED_ROLES, roles);

/**
 * A staff route: the roles come from the one matrix (STAFF_PERMISSIONS, decision
 * ops-staff-roles). The action is kept on the route so the role × action test can find
 * every staff route and try it with every role.
 */
export const RequireAction = (action: StaffAction) =>
  applyDecorators(SetMetadata(REQUIRED_ROLES, rolesFor(action)), SetMetadata(REQUIRED_ACTION, action));

/**
 * Money and listing actions (pay, post a trip or a shipment, offer to carry, withdraw) need a
 * confirmed e-mail address (issue 10). `action` completes the refusal: "Please verify your
 * email address before you <action>." Identity's answer decides, through the gateway's read
 * model of signed-in users (dropped on every identity event about the user).
 */
export const RequireVerifiedEmail = (action: string) => SetMetadata(VERIFIED_EMAIL_FOR, action);
