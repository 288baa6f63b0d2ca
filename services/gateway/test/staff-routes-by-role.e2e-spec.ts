import { randomUUID } from 'node:crypto';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { ROLES, STAFF_ACTIONS, can, type StaffAction } from '@oneway/contracts';
import { connectNats, deleteTestStreams, subjectPrefix } from '@oneway/testing';
import type { RunningGateway } from '../src/gateway.js';
import { REQUIRED_ACTION } from '../src/interface/http/auth/access-policy.decorators.js';
import { startKeyedFakeIdentity } from './support/fake-identity.js';
import { startTestGateway } from './support/test-gateway.js';
import { signAccessToken, type SigningKey } from './support/test-keys.js';

interface StaffRoute {
  method: string;
  path: string;
  action: StaffAction;
}

// Nest's own route metadata keys (@nestjs/common constants).
const PATH = 'path';
const METHOD = 'method';

/** Every HTTP route of the running gateway with the staff action guarding it (or none). */
function routesOf(gw: RunningGateway): (Omit<StaffRoute, 'action'> & { action: StaffAction | undefined })[] {
  const out: (Omit<StaffRoute, 'action'> & { action: StaffAction | undefined })[] = [];
  for (const mod of gw.app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const ctrl = wrapper.metatype as (new (...a: never[]) => unknown) | null;
      if (!ctrl) continue;
      const base = String(Reflect.getMetadata(PATH, ctrl) ?? '');
      const classAction = Reflect.getMetadata(REQUIRED_ACTION, ctrl) as StaffAction | undefined;
      for (const name of Object.getOwnPropertyNames(ctrl.prototype)) {
        const fn = (ctrl.prototype as Record<string, unknown>)[name];
        if (typeof fn !== 'function' || name === 'constructor') continue;
        const sub = Reflect.getMetadata(PATH, fn) as string | undefined;
        const verb = Reflect.getMetadata(METHOD, fn) as RequestMethod | undefined;
        if (sub === undefined || verb === undefined) continue;
        const path = ['/api', base, sub]
          .map((p) => p.replace(/^\/+|\/+$/g, ''))
          .filter(Boolean)
          .join('/');
        out.push({
          method: RequestMethod[verb],
          path: `/${path}`,
          action: (Reflect.getMetadata(REQUIRED_ACTION, fn) as StaffAction | undefined) ?? classAction,
        });
      }
    }
  }
  return out;
}

const NOT_CONTEXT_CALLS = /\.(getJwks|ping)$/;

// The role × action table, generated from the one matrix (STAFF_PERMISSIONS, decision
// ops-staff-roles): every staff route of the running gateway is tried with every role and
// with a plain user. A role the matrix does not list gets 403, the problem body and nothing
// else, and no request reaches any service; a listed role is let through to its service.
describe('staff routes × roles (generated from the roles matrix)', () => {
  let nc: NatsConnection;
  let gw: RunningGateway;
  let key: SigningKey;
  let identity: Awaited<ReturnType<typeof startKeyedFakeIdentity>>['identity'];
  const subs: Subscription[] = [];
  const busCalls: string[] = [];
  let staffRoutes: StaffRoute[] = [];

  beforeAll(async () => {
    nc = await connectNats();
    ({ key, identity } = await startKeyedFakeIdentity(nc));
    const prefix = `${subjectPrefix()}.rpc.`;
    // Listens to every RPC (records only); stand-ins answer the contexts' staff calls.
    subs.push(
      nc.subscribe(`${prefix}>`, {
        callback: (_e, msg) => {
          const name = msg.subject.slice(prefix.length);
          if (!NOT_CONTEXT_CALLS.test(name)) busCalls.push(name);
        },
      }),
    );
    // Every other context answers here; identity answers here too except what the fake identity
    // serves itself (keys, the current user), so no staff call waits for a timeout.
    const FAKE_IDENTITY = /^identity\.(getJwks|ping|getCurrentUser|login|register)$/;
    for (const pattern of ['marketplace.>', 'payments.>', 'relay.>', 'messaging.>', 'identity.>']) {
      subs.push(
        nc.subscribe(`${prefix}${pattern}`, {
          callback: (_e, msg) => {
            if (FAKE_IDENTITY.test(msg.subject.slice(prefix.length))) return;
            msg.respond(JSON.stringify({ ok: true, value: {} }));
          },
        }),
      );
    }
    gw = await startTestGateway();
    staffRoutes = routesOf(gw).filter((r): r is StaffRoute => r.action !== undefined);
  });

  afterAll(async () => {
    await gw?.stop();
    for (const s of subs) s.unsubscribe();
    await identity?.stop();
    await deleteTestStreams(nc);
    await nc?.drain();
  });

  const tokenFor = async (role: string) => signAccessToken(key, { sub: randomUUID(), role });
  const send = async (route: StaffRoute, role: string) => {
    const url = `${gw.url}${route.path.replace(/:[A-Za-z]+/g, () => randomUUID())}`;
    const withBody = !['GET', 'DELETE', 'HEAD'].includes(route.method);
    return fetch(url, {
      method: route.method,
      headers: {
        authorization: `Bearer ${await tokenFor(role)}`,
        ...(withBody ? { 'content-type': 'application/json' } : {}),
      },
      body: withBody ? '{}' : undefined,
    });
  };
  const settled = async () => {
    // Drain this connection: anything the gateway published has reached our listener.
    await nc.flush();
  };

  it('every route under /api/admin names a staff action of the matrix (no staff route outside it)', () => {
    const admin = routesOf(gw).filter((r) => r.path.startsWith('/api/admin'));
    expect(admin.length).toBeGreaterThan(5);
    expect(admin.filter((r) => !r.action).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    for (const r of staffRoutes) expect(STAFF_ACTIONS).toContain(r.action);
  });

  it.each([...ROLES])(
    'role %s: 403 and nothing on every route the matrix does not give it; through on the rest',
    async (role) => {
      expect(staffRoutes.length).toBeGreaterThan(5);
      const wrong: string[] = [];
      for (const route of staffRoutes) {
        const allowed = can(role, route.action);
        const before = busCalls.length;
        const res = await send(route, role);
        const text = await res.text();
        await settled();
        const reached = busCalls.slice(before);
        const label = `${route.method} ${route.path} [${route.action}] as ${role}: ${res.status}`;
        if (allowed) {
          if (res.status === 401 || res.status === 403) wrong.push(`${label} (should be let through)`);
        } else {
          if (res.status !== 403) wrong.push(`${label} (should be 403)`);
          else if (JSON.parse(text).code !== 'AUTH.FORBIDDEN') wrong.push(`${label} body ${text}`);
          if (reached.length) wrong.push(`${label} reached ${reached.join(', ')}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('the plain user and relay staff get no staff route at all', () => {
    for (const r of staffRoutes) {
      expect(can('user', r.action)).toBe(false);
      expect(can('relay_staff', r.action)).toBe(false);
    }
  });
});
