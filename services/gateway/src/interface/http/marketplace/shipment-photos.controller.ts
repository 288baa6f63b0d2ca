import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  attachShipmentPhotosRpc,
  getShipmentRpc,
  MAX_SHIPMENT_PHOTOS,
  shipmentErrors,
  shipmentViewSchema,
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
 * The sender's photos of a package. Upload and attach are one request: the caller must be the
 * shipment's sender, the files are checked and stored, then the marketplace attaches them
 * (at most MAX_SHIPMENT_PHOTOS, before pickup) or they are deleted again. A photo's id comes
 * from the shipment and its bytes: a retried upload attaches nothing twice. A photo is served to
 * whoever may see the shipment (its sender and matched traveler); anyone else gets 404.
 */
@Controller('shipments/:shipmentId/photos')
export class ShipmentPhotosController {
  private readonly photos: PhotoAttachment;

  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {
    this.photos = new PhotoAttachment(storage, 'shipment-photos', MAX_SHIPMENT_PHOTOS);
  }

  @Post()
  @HttpCode(201)
  @RouteSchema(
    routeDoc({
      tag: 'shipments',
      summary: `Attach photos of my package (multipart field "photos", up to ${MAX_SHIPMENT_PHOTOS} JPEG/PNG/WebP files of at most 5 MB in all)`,
      auth: 'bearer',
      params: z.object({ shipmentId: z.uuid() }),
      responses: { 201: shipmentViewSchema },
    }),
  )
  async attach(@Req() req: FastifyRequest, @Param('shipmentId') shipmentId: string) {
    const view = await forwardPayload(this.rpc, req, getShipmentRpc, { shipmentId });
    if (view.senderId !== actorOf(req)?.userId) throw shipmentErrors.notSender();
    const files = await readUploads(req, this.photos.uploadRules());
    const target = { id: shipmentId, photos: view.photos ?? [] };
    return this.photos.storeThenAttach(target, files, (photoIds) =>
      forwardPayload(this.rpc, req, attachShipmentPhotosRpc, { shipmentId, photoIds }),
    );
  }

  @Get(':photoId')
  @RouteSchema(
    routeDoc({
      tag: 'shipments',
      summary: 'A photo of a shipment I send or carry (private: never cached)',
      auth: 'bearer',
      params: z.object({ shipmentId: z.uuid(), photoId: z.uuid() }),
      responses: {},
    }),
  )
  async photo(
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('shipmentId') shipmentId: string,
    @Param('photoId') photoId: string,
  ) {
    const view = await forwardPayload(this.rpc, req, getShipmentRpc, { shipmentId });
    await sendPrivateFile(this.storage, this.photos.keyOf(photoId, view.photos ?? []), reply);
  }
}
