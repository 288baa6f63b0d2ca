import { ROLES } from './common.js';
import { requireStaffAction } from './staff-access.js';
import { STAFF_ACTIONS, STAFF_PERMISSIONS, can } from './staff-permissions.js';

// The services' RPC check, generated from the same matrix as the gateway's route guard.
describe('requireStaffAction follows the roles matrix for every action and role', () => {
  const meta = (role: (typeof ROLES)[number]) => ({
    correlationId: 'c',
    actor: { userId: '00000000-0000-4000-8000-000000000001', role },
  });
  it.each(STAFF_ACTIONS.flatMap((a) => ROLES.map((r) => [a, r] as const)))('%s as %s', (action, role) => {
    if (can(role, action)) expect(requireStaffAction(meta(role), action).role).toBe(role);
    else expect(() => requireStaffAction(meta(role), action)).toThrow(expect.objectContaining({ kind: 'forbidden' }));
  });
  it('no caller is 401, never a pass', () => {
    expect(() => requireStaffAction({ correlationId: 'c', actor: null }, 'dashboard.read')).toThrow(
      expect.objectContaining({ kind: 'unauthorized' }),
    );
  });
  it('a plain user has no staff action; only admins change roles, settings, relay points, ban and resolve claims', () => {
    for (const a of STAFF_ACTIONS) expect(can('user', a)).toBe(false);
    for (const a of [
      'users.role.change',
      'users.ban',
      'settings.change',
      'relay_points.manage',
      'claims.resolve',
    ] as const)
      expect(STAFF_PERMISSIONS[a]).toEqual(['admin']);
  });
});
