import { paymentsGetSettingsRpc, paymentsUpdateSettingsRpc } from '@oneway/contracts';
import { ADMIN, type PaymentsHarness, startPayments, user } from './payments-test-kit.js';

jest.setTimeout(60_000);

describe('system settings (payments): audited, live, range-checked', () => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPayments();
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('a change commits with its audit row (who, before and after, IP, correlation id) and the next read sees it without a restart', async () => {
    const before = await h.call(paymentsGetSettingsRpc, {}, ADMIN);
    const meta = { correlationId: 'corr-setting-1', ip: '198.51.100.9' };
    const after = await h.call(paymentsUpdateSettingsRpc, { payoutHoldHours: before.payoutHoldHours + 1 }, ADMIN, meta);
    expect(after.payoutHoldHours).toBe(before.payoutHoldHours + 1);
    expect((await h.call(paymentsGetSettingsRpc, {}, ADMIN)).payoutHoldHours).toBe(before.payoutHoldHours + 1);
    const [row] = await h.query<{ action: string; admin_user_id: string; details: unknown; ip_address: string }>(
      `SELECT * FROM admin_audit_logs WHERE correlation_id = 'corr-setting-1'`,
    );
    expect(row).toMatchObject({
      action: 'setting.changed',
      admin_user_id: ADMIN.userId,
      ip_address: '198.51.100.9',
      details: { payoutHoldHours: { from: before.payoutHoldHours, to: before.payoutHoldHours + 1 } },
    });
  });

  it('a value outside its range is a 400 naming the field; nothing changes and nothing is audited', async () => {
    const before = await h.call(paymentsGetSettingsRpc, {}, ADMIN);
    const rows = async () => (await h.query('SELECT 1 FROM admin_audit_logs')).length;
    const audited = await rows();
    await expect(h.call(paymentsUpdateSettingsRpc, { platformFeeBps: 9_999 }, ADMIN)).rejects.toMatchObject({
      kind: 'validation',
    });
    expect(await h.call(paymentsGetSettingsRpc, {}, ADMIN)).toEqual(before);
    expect(await rows()).toBe(audited);
  });

  it('support and finance cannot change a setting (403); finance may read them; a plain user may not', async () => {
    for (const role of ['support', 'finance'] as const)
      await expect(
        h.call(paymentsUpdateSettingsRpc, { payoutHoldHours: 1 }, { ...user(), role }),
      ).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(h.call(paymentsGetSettingsRpc, {}, { ...user(), role: 'finance' })).resolves.toHaveProperty(
      'payoutHoldHours',
    );
    await expect(h.call(paymentsGetSettingsRpc, {}, user())).rejects.toMatchObject({ kind: 'forbidden' });
  });
});
