import { Counter, type Registry } from 'prom-client';

export type SecurityEvent =
  | 'login_succeeded'
  | 'login_unknown_account'
  | 'login_wrong_password'
  | 'login_refused_banned'
  | 'login_refused_email_not_verified'
  | 'refresh_token_reused';

/** Counts what an operator alerts on (credential stuffing, stolen refresh tokens). */
export function createSecurityMetrics(registry: Registry): (event: SecurityEvent) => void {
  const counter = new Counter({
    name: 'identity_security_events_total',
    help: 'Sign-in outcomes and refresh-token reuse detections',
    labelNames: ['event'],
    registers: [registry],
  });
  return (event) => counter.inc({ event });
}
