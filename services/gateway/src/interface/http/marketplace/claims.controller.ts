import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  answerClaimRpc,
  CLAIM_PHOTOS_MAX,
  fileClaimRpc,
  fileErrors,
  getClaimRpc,
  myClaimsRpc,
  resolveClaimRpc,
  staffClaimsRpc,
  type RpcContract,
} from '@oneway/contracts';
import { IMAGE_TYPES, newFileKey, type FileStorage } from '@oneway/file-storage';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FILE_STORAGE, RPC_CLIENT, UPLOAD_REGISTRY } from '../../../gateway.tokens.js';
import type { UploadRegistry } from '../../../application/uploads.js';
import { RequireAction } from '../auth/access-policy.decorators.js';
import { routeDoc, rpcRouteDoc, type RpcDocOptions } from '../docs/route-doc.js';
import { forwardBody, forwardPayload } from '../forward.js';
import { actorOf } from '../http-request.js';
import { queryPayload } from '../query-payload.js';
import { readUploads } from '../uploads/read-uploads.js';
import { sendPrivateFile } from '../uploads/send-private-file.js';

type Body = Record<string, unknown> | undefined;
const AREA = 'claim-evidence';
const photoKey = (photoId: string) => `${AREA}/${photoId}`;
const uploaderOf = (userId: string) => `claim-uploader:${userId}`;
const idParam = z.object({ id: z.uuid() });
const uuid = z.uuid();
const doc = (summary: string, contract: RpcContract, opts: Omit<RpcDocOptions, 'params'> & { params?: boolean } = {}) =>
  rpcRouteDoc('claims', summary, contract, {
    ...opts,
    ...(opts.params ? { params: idParam, pathFields: ['claimId'] } : { params: undefined }),
  });

/**
 * Claims and disputes: the sender files (with photos uploaded first), the traveler answers,
 * both read the claim and its photos; every photo read checks the claim first (404 otherwise).
 */
@Controller('claims')
export class ClaimsController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(UPLOAD_REGISTRY) private readonly uploads: UploadRegistry,
  ) {}

  /** Photos named in a claim or an answer must be the caller's own fresh uploads. */
  private async checkPhotos(req: FastifyRequest, body: Body): Promise<void> {
    const ids = body?.photoKeys;
    if (!Array.isArray(ids) || !ids.every((p) => typeof p === 'string' && uuid.safeParse(p).success)) return;
    const owner = uploaderOf(actorOf(req)!.userId);
    if (!(await this.uploads.allBelongTo((ids as string[]).map(photoKey), owner)))
      throw fileErrors.notUploaded('photoKeys');
  }

  @Post('photos')
  @HttpCode(201)
  @RouteSchema(
    routeDoc({
      tag: 'claims',
      summary: `Upload evidence photos for a claim or an answer (multipart field "photos", up to ${CLAIM_PHOTOS_MAX} JPEG/PNG/WebP files of at most 5 MB)`,
      auth: 'bearer',
      responses: { 201: z.object({ photos: z.array(z.object({ id: z.uuid() })) }) },
    }),
  )
  async upload(@Req() req: FastifyRequest) {
    const files = await readUploads(req, { field: 'photos', allowed: IMAGE_TYPES, maxFiles: CLAIM_PHOTOS_MAX });
    const owner = uploaderOf(actorOf(req)!.userId);
    const photos: { id: string }[] = [];
    for (const file of files) {
      const key = newFileKey(AREA);
      await this.storage.put(key, file.bytes, file.contentType);
      await this.uploads.remember(key, owner);
      photos.push({ id: key.slice(AREA.length + 1) });
    }
    return { photos };
  }

  @Post()
  @RouteSchema(
    doc('File a claim on a shipment I sent (within 48 hours of delivery, or once it is late)', fileClaimRpc, {
      body: true,
      status: 201,
    }),
  )
  async file(@Req() req: FastifyRequest, @Body() body: Body) {
    await this.checkPhotos(req, body);
    return forwardBody(this.rpc, req, fileClaimRpc, body);
  }

  @Get()
  @RouteSchema(doc('Claims on my shipments, as sender or traveler', myClaimsRpc))
  list(@Req() req: FastifyRequest) {
    return forwardPayload(this.rpc, req, myClaimsRpc, {});
  }

  @Get(':id')
  @RouteSchema(doc('One claim (its sender, its traveler, or staff)', getClaimRpc, { params: true }))
  one(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, getClaimRpc, { claimId: id });
  }

  @Post(':id/answer')
  @HttpCode(200)
  @RouteSchema(doc("The traveler's side, with photos", answerClaimRpc, { body: true, params: true }))
  async answer(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    await this.checkPhotos(req, body);
    return forwardBody(this.rpc, req, answerClaimRpc, body, { claimId: id });
  }

  @Get(':id/photos/:photoId')
  @RouteSchema(
    routeDoc({
      tag: 'claims',
      summary: "A claim's photo (its parties and staff; private: never cached)",
      auth: 'bearer',
      params: z.object({ id: z.uuid(), photoId: z.uuid() }),
      responses: {},
    }),
  )
  async photo(
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('id') id: string,
    @Param('photoId') photoId: string,
  ) {
    const claim = await forwardPayload(this.rpc, req, getClaimRpc, { claimId: id });
    if (!uuid.safeParse(photoId).success || ![...claim.photoKeys, ...claim.travelerPhotoKeys].includes(photoId))
      throw fileErrors.notFound();
    await sendPrivateFile(this.storage, photoKey(photoId), reply);
  }
}

/** Staff: every claim (claims.read); resolving with money is admin only (claims.resolve). */
@Controller('admin/claims')
export class AdminClaimsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @RequireAction('claims.read')
  @RouteSchema(doc('Claims, oldest first (filter by status)', staffClaimsRpc, { query: true, tag: 'admin' }))
  list(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, staffClaimsRpc, queryPayload(staffClaimsRpc, query));
  }

  @Get(':id')
  @RequireAction('claims.read')
  @RouteSchema(doc('One claim with both sides', getClaimRpc, { params: true, tag: 'admin' }))
  one(@Req() req: FastifyRequest, @Param('id') id: string) {
    return forwardPayload(this.rpc, req, getClaimRpc, { claimId: id });
  }

  @Post(':id/resolve')
  @HttpCode(200)
  @RequireAction('claims.resolve')
  @RouteSchema(
    doc(
      'Resolve: release to the traveler, partial refund (refundAmount) or full refund, plus an insurance payout where insured',
      resolveClaimRpc,
      { body: true, params: true, tag: 'admin' },
    ),
  )
  resolve(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, resolveClaimRpc, body, { claimId: id });
  }
}
