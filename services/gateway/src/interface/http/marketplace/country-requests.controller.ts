import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  adminListCountryRequestsRpc,
  adminSetCountryRequestStatusRpc,
  submitCountryRequestRpc,
} from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PUBLIC_FORM_RATE_LIMITS, RPC_CLIENT } from '../../../gateway.tokens.js';
import type { PublicFormRateLimits } from '../../../application/rate-limits.js';
import { Public, RequireAction } from '../auth/access-policy.decorators.js';
import { routeDoc } from '../docs/route-doc.js';
import { forwardBody, forwardPayload } from '../forward.js';
import { queryPayload } from '../query-payload.js';

type Body = Record<string, unknown> | undefined;

/** /request-country: anyone may ask for a new country (per-IP limited). */
@Controller('country-requests')
export class CountryRequestsController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(PUBLIC_FORM_RATE_LIMITS) private readonly limits: PublicFormRateLimits,
  ) {}

  @Public()
  @Post()
  @HttpCode(201)
  @RouteSchema(
    routeDoc({
      tag: 'country-requests',
      summary:
        'Ask Oneway to serve a new country; a repeat by the same e-mail for the same country while pending returns the pending request. 429 with Retry-After past the per-IP limit',
      auth: 'optional',
      body: submitCountryRequestRpc.request,
      responses: { 201: submitCountryRequestRpc.response },
    }),
  )
  async submit(@Req() req: FastifyRequest, @Body() body: Body) {
    await this.limits.consumeCountryRequest(req.ip);
    return forwardBody(this.rpc, req, submitCountryRequestRpc, body);
  }
}

/** The country-request list (staff) and its decisions (admin); marketplace checks the role again. */
@Controller('admin/country-requests')
@RequireAction('country_requests.read')
export class AdminCountryRequestsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'Country requests, newest first (optionally one status)',
      auth: 'bearer',
      querystring: adminListCountryRequestsRpc.request,
      responses: { 200: adminListCountryRequestsRpc.response },
    }),
  )
  list(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, adminListCountryRequestsRpc, queryPayload(adminListCountryRequestsRpc, query));
  }

  @Patch(':id')
  @RequireAction('country_requests.decide')
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'Set a country request’s status (planned, declined, launched) with an optional note — admin only',
      auth: 'bearer',
      params: z.object({ id: z.uuid() }),
      body: adminSetCountryRequestStatusRpc.request.omit({ requestId: true }),
      responses: { 200: adminSetCountryRequestStatusRpc.response },
    }),
  )
  setStatus(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, adminSetCountryRequestStatusRpc, body, { requestId: id });
  }
}
