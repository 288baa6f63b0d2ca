import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  adminListVerificationsRpc,
  adminReviewVerificationRpc,
  adminViewVerificationDocumentRpc,
  myVerificationRpc,
  requestErrors,
  startVerificationRpc,
  submitVerificationDocumentsRpc,
  testVerificationOutcomeRpc,
  verificationErrors,
  verificationWebhookRpc,
} from '@oneway/contracts';
import { DOCUMENT_TYPES, IMAGE_TYPES, newFileKey, type FileStorage } from '@oneway/file-storage';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FILE_STORAGE, RPC_CLIENT, UPLOAD_REGISTRY } from '../../../gateway.tokens.js';
import type { UploadRegistry } from '../../../application/uploads.js';
import { Public, RequireAction } from '../auth/access-policy.decorators.js';
import { routeDoc } from '../docs/route-doc.js';
import { forwardBody, forwardPayload } from '../forward.js';
import { rpcMetaOf } from '../http-request.js';
import { queryPayload } from '../query-payload.js';
import { readUploads } from '../uploads/read-uploads.js';
import { sendPrivateFile } from '../uploads/send-private-file.js';

type Body = Record<string, unknown> | undefined;
const AREA = 'identity-documents';
const tag = 'verification';
const uuid = z.uuid();
const sessionParam = z.object({ id: z.uuid() });
const submitBody = z.object({
  documentSubtype: z.enum(['passport', 'driving_license', 'id_card']),
  documentFileId: z.uuid(),
  selfieFileId: z.uuid(),
});
/** Whose upload it is: one session of one person (an upload cannot be attached elsewhere). */
const ownerOf = (sessionId: string, userId: string) => `identity-verification:${sessionId}:${userId}`;

/** Identity verification (identity): the person's session, uploads, the test-mode outcome, the provider webhook. */
@Controller('verification')
export class VerificationController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(UPLOAD_REGISTRY) private readonly uploads: UploadRegistry,
  ) {}

  @Get()
  @RouteSchema(
    routeDoc({
      tag,
      summary: 'My verification status and latest session',
      auth: 'bearer',
      responses: { 200: myVerificationRpc.response },
    }),
  )
  mine(@Req() req: FastifyRequest) {
    return forwardPayload(this.rpc, req, myVerificationRpc, {});
  }

  @Post('sessions')
  @HttpCode(201)
  @RouteSchema(
    routeDoc({
      tag,
      summary: 'Start a verification session (or get my open one)',
      auth: 'bearer',
      responses: { 201: startVerificationRpc.response },
    }),
  )
  start(@Req() req: FastifyRequest) {
    return forwardPayload(this.rpc, req, startVerificationRpc, {});
  }

  @Post('sessions/:id/files')
  @HttpCode(201)
  @RouteSchema(
    routeDoc({
      tag,
      summary:
        'Upload my document photo (?kind=document: JPEG/PNG/WebP/PDF) or selfie (?kind=selfie: JPEG/PNG/WebP), multipart field "file", at most 5 MB',
      auth: 'bearer',
      params: sessionParam,
      querystring: z.object({ kind: z.enum(['document', 'selfie']) }),
      responses: { 201: z.object({ fileId: z.uuid() }) },
    }),
  )
  async upload(@Req() req: FastifyRequest, @Param('id') id: string, @Query('kind') kind: string) {
    const actor = rpcMetaOf(req).actor!;
    if (kind !== 'document' && kind !== 'selfie') throw requestErrors.invalid('kind must be document or selfie');
    if (!uuid.safeParse(id).success) throw verificationErrors.notFound();
    // Only the session's owner, while it takes input (identity answers not_found otherwise).
    const mine = await forwardPayload(this.rpc, req, myVerificationRpc, {});
    if (mine.session?.id !== id) throw verificationErrors.notFound();
    const [file] = await readUploads(req, {
      field: 'file',
      allowed: kind === 'document' ? DOCUMENT_TYPES : IMAGE_TYPES,
      maxFiles: 1,
    });
    const key = newFileKey(AREA);
    await this.storage.put(key, file!.bytes, file!.contentType);
    await this.uploads.remember(key, ownerOf(id, actor.userId));
    return { fileId: key.slice(AREA.length + 1) };
  }

  @Post('sessions/:id/submit')
  @HttpCode(200)
  @RouteSchema(
    routeDoc({
      tag,
      summary: 'Send my uploaded document and selfie for checking',
      auth: 'bearer',
      params: sessionParam,
      body: submitBody,
      // Its body names uploads by id: only the session id comes from the path.
      pathFields: ['sessionId'],
      responses: { 200: submitVerificationDocumentsRpc.response },
    }),
  )
  async submit(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    const parsed = submitBody.safeParse(body ?? {});
    if (!parsed.success)
      throw verificationErrors.invalid(
        parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? 'body'), message: i.message })),
      );
    const actor = rpcMetaOf(req).actor!;
    const keys = [parsed.data.documentFileId, parsed.data.selfieFileId].map((f) => `${AREA}/${f}`);
    if (!(await this.uploads.allBelongTo(keys, ownerOf(id, actor.userId))))
      throw verificationErrors.invalid([{ field: 'document', message: 'Upload your document and selfie again' }]);
    return forwardPayload(this.rpc, req, submitVerificationDocumentsRpc, {
      sessionId: id,
      documentSubtype: parsed.data.documentSubtype,
      documentFileKey: keys[0]!,
      selfieFileKey: keys[1]!,
    });
  }

  @Post('sessions/:id/test-outcome')
  @HttpCode(200)
  @RouteSchema(
    routeDoc({
      tag,
      summary: 'Test mode: the outcome the provider sends back (by signed webhook)',
      auth: 'bearer',
      params: sessionParam,
      body: testVerificationOutcomeRpc.request.omit({ sessionId: true }),
      responses: { 200: testVerificationOutcomeRpc.response },
    }),
  )
  testOutcome(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, testVerificationOutcomeRpc, body, { sessionId: id });
  }

  /** Stripe Identity's webhook, forwarded untouched: the signature over the raw bytes is the only credential. */
  @Public()
  @Post('webhooks/stripe')
  @HttpCode(200)
  @RouteSchema(
    routeDoc({
      tag,
      summary: 'Identity-provider webhook (signature-verified by identity)',
      responses: { 200: verificationWebhookRpc.response },
    }),
  )
  webhook(@Req() req: FastifyRequest & { rawBody?: Buffer }) {
    const rawBody = req.rawBody?.toString('utf8');
    if (!rawBody) throw requestErrors.invalid('The webhook body is empty.');
    const signature = req.headers['stripe-signature'];
    return forwardPayload(this.rpc, req, verificationWebhookRpc, {
      rawBody,
      ...(typeof signature === 'string' ? { signature } : {}),
    });
  }
}

/** Staff review of identity verifications (roles matrix identity_verifications.review; identity checks it again). */
@Controller('admin/identity-verifications')
@RequireAction('identity_verifications.review')
export class AdminVerificationsController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Get()
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'Sessions needing review (default) or all',
      auth: 'bearer',
      querystring: adminListVerificationsRpc.request,
      responses: { 200: adminListVerificationsRpc.response },
    }),
  )
  list(@Req() req: FastifyRequest, @Query() query: Record<string, unknown>) {
    return forwardPayload(this.rpc, req, adminListVerificationsRpc, queryPayload(adminListVerificationsRpc, query));
  }

  @Get(':id/documents/:documentId')
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'One document image (private, never cached; each view is in the audit log)',
      auth: 'bearer',
      params: z.object({ id: z.uuid(), documentId: z.uuid() }),
      responses: {},
    }),
  )
  async document(
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('id') id: string,
    @Param('documentId') documentId: string,
  ) {
    const { fileKey } = await forwardPayload(this.rpc, req, adminViewVerificationDocumentRpc, {
      sessionId: id,
      documentId,
    });
    await sendPrivateFile(this.storage, fileKey, reply);
  }

  @Post(':id/review')
  @HttpCode(200)
  @RouteSchema(
    routeDoc({
      tag: 'admin',
      summary: 'Approve, or reject with notes the person reads',
      auth: 'bearer',
      params: sessionParam,
      body: adminReviewVerificationRpc.request.omit({ sessionId: true }),
      responses: { 200: adminReviewVerificationRpc.response },
    }),
  )
  review(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: Body) {
    return forwardBody(this.rpc, req, adminReviewVerificationRpc, body, { sessionId: id });
  }
}
