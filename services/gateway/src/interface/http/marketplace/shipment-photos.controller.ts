import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  attachShipmentPhotosRpc,
  fileErrors,
  getShipmentRpc,
  MAX_SHIPMENT_PHOTOS,
  shipmentErrors,
  shipmentViewSchema,
} from '@oneway/contracts';
import { IMAGE_TYPES, newFileKey, type FileStorage } from '@oneway/file-storage';
import type { RpcClient } from '@oneway/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FILE_STORAGE, RPC_CLIENT } from '../../../gateway.tokens.js';
import { routeDoc } from '../docs/route-doc.js';
import { forwardPayload } from '../forward.js';
import { actorOf } from '../http-request.js';
import { readUploads } from '../uploads/read-uploads.js';
import { sendPrivateFile } from '../uploads/send-private-file.js';

const AREA = 'shipment-photos';
const uuid = z.uuid();

/**
 * The sender's photos of a package. Upload and attach are one request: the caller must be the
 * shipment's sender, the files are checked and stored, then the marketplace attaches them
 * (at most MAX_SHIPMENT_PHOTOS, before pickup) or they are deleted again. A photo is served to
 * whoever may see the shipment (its sender and matched traveler); anyone else gets 404.
 */
@Controller('shipments/:shipmentId/photos')
export class ShipmentPhotosController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

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
    const room = MAX_SHIPMENT_PHOTOS - (view.photos?.length ?? 0);
    if (room <= 0) throw fileErrors.tooMany('photos', MAX_SHIPMENT_PHOTOS);
    const files = await readUploads(req, { field: 'photos', allowed: IMAGE_TYPES, maxFiles: room });
    const keys: string[] = [];
    try {
      for (const file of files) {
        const key = newFileKey(AREA);
        await this.storage.put(key, file.bytes, file.contentType);
        keys.push(key);
      }
      return await forwardPayload(this.rpc, req, attachShipmentPhotosRpc, {
        shipmentId,
        photoIds: keys.map((k) => k.slice(AREA.length + 1)),
      });
    } catch (err) {
      for (const key of keys) await this.storage.delete(key).catch(() => {});
      throw err;
    }
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
    if (!uuid.safeParse(photoId).success || !(view.photos ?? []).includes(photoId)) throw fileErrors.notFound();
    await sendPrivateFile(this.storage, `${AREA}/${photoId}`, reply);
  }
}
