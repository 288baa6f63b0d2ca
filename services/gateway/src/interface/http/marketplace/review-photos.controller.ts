import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  attachReviewPhotosRpc,
  getReviewRpc,
  MAX_REVIEW_PHOTOS,
  reviewErrors,
  reviewViewSchema,
} from '@oneway/contracts';
import type { FileStorage } from '@oneway/file-storage';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PhotoAttachment } from '../../../application/photo-attachment.js';
import { FILE_STORAGE, RPC_CLIENT } from '../../../gateway.tokens.js';
import { routeDoc } from '../docs/route-doc.js';
import { forwardPayload } from '../forward.js';
import { actorOf } from '../http-request.js';
import { readUploads } from '../uploads/read-uploads.js';
import { sendPrivateFile } from '../uploads/send-private-file.js';

/**
 * Photos on a review, as shipment photos: upload and attach are one request by the review's
 * author (files checked and stored, then the marketplace attaches them within the review window,
 * at most MAX_REVIEW_PHOTOS in all, or they are deleted again; a photo's id comes from the review
 * and its bytes, so a retried upload attaches nothing twice). A photo is served only to whoever
 * may see the review: its author always, anyone else once it is published (blind rule) and not
 * hidden by staff; others get 404.
 */
@Controller('reviews/:reviewId/photos')
export class ReviewPhotosController {
  private readonly photos: PhotoAttachment;

  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {
    this.photos = new PhotoAttachment(storage, 'review-photos', MAX_REVIEW_PHOTOS);
  }

  @Post()
  @HttpCode(201)
  @RouteSchema(
    routeDoc({
      tag: 'reviews',
      summary: `Attach photos to my review (multipart field "photos", up to ${MAX_REVIEW_PHOTOS} JPEG/PNG/WebP files of at most 5 MB in all)`,
      auth: 'bearer',
      params: z.object({ reviewId: z.uuid() }),
      responses: { 201: reviewViewSchema },
    }),
  )
  async attach(@Req() req: FastifyRequest, @Param('reviewId') reviewId: string) {
    const view = await forwardPayload(this.rpc, req, getReviewRpc, { reviewId });
    if (view.fromUserId !== actorOf(req)?.userId) throw reviewErrors.notAuthor();
    const files = await readUploads(req, this.photos.uploadRules());
    return this.photos.storeThenAttach({ id: reviewId, photos: view.photos }, files, (photoIds) =>
      forwardPayload(this.rpc, req, attachReviewPhotosRpc, { reviewId, photoIds }),
    );
  }

  @Get(':photoId')
  @RouteSchema(
    routeDoc({
      tag: 'reviews',
      summary: 'A photo of a review I may see (private: never cached)',
      auth: 'bearer',
      params: z.object({ reviewId: z.uuid(), photoId: z.uuid() }),
      responses: {},
    }),
  )
  async photo(
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('reviewId') reviewId: string,
    @Param('photoId') photoId: string,
  ) {
    const view = await forwardPayload(this.rpc, req, getReviewRpc, { reviewId });
    await sendPrivateFile(this.storage, this.photos.keyOf(photoId, view.photos), reply);
  }
}
