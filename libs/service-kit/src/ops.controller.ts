import { Controller, Get, Header, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import {
  HealthCheckService,
  HealthIndicatorService,
  type HealthCheckResult,
  type HealthIndicatorResult,
} from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import type { Registry } from 'prom-client';
import type { OpsState } from './ops-routes.js';
import type { ReadinessCheck } from './readiness.js';

export const OPS_OPTIONS = Symbol('OpsOptions');

export interface OpsOptions {
  service: string;
  registry: Registry;
  checks: Record<string, ReadinessCheck>;
  state: OpsState;
}

/** /health (the process is alive), /ready (its dependencies answer, via terminus), /metrics (Prometheus). */
@Controller()
export class OpsController {
  constructor(
    @Inject(OPS_OPTIONS) private readonly opts: OpsOptions,
    @Inject(HealthCheckService) private readonly health: HealthCheckService,
    @Inject(HealthIndicatorService) private readonly indicators: HealthIndicatorService,
  ) {}

  @Get('health')
  alive(): { status: 'ok'; service: string } {
    return { status: 'ok', service: this.opts.service };
  }

  @Get('ready')
  async ready(@Res() reply: FastifyReply): Promise<void> {
    const result = await this.health
      .check(
        Object.entries(this.opts.checks).map(
          ([name, check]) =>
            () =>
              this.indicate(name, check),
        ),
      )
      .catch((err: unknown) => {
        if (err instanceof ServiceUnavailableException) return err.getResponse() as HealthCheckResult;
        throw err;
      });
    const checks = Object.fromEntries(
      Object.entries(result.details).map(([name, d]) => [name, d.status === 'up' ? 'ok' : String(d.message)]),
    );
    const dependenciesReady = result.status === 'ok';
    const ready = dependenciesReady && this.opts.state.accepting;
    await reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not_ready',
      service: this.opts.service,
      accepting: this.opts.state.accepting,
      ready: dependenciesReady,
      checks,
    });
  }

  @Get('metrics')
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  metrics(): Promise<string> {
    return this.opts.registry.metrics();
  }

  private async indicate(name: string, check: ReadinessCheck): Promise<HealthIndicatorResult> {
    const session = this.indicators.check(name);
    try {
      await check();
      return session.up();
    } catch (err) {
      return session.down({ message: (err as Error).message });
    }
  }
}
