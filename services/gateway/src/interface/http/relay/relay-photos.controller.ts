import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  fileErrors,
  MAX_CHECK_IN_PHOTOS,
  myRelayPointsRpc,
  relayGetPackageRpc,
  relayPointErrors,
  relayShipmentStorageRpc,
} from '@oneway/contracts';
import { IMAGE_TYPES, newFileKey, type FileStorage } from '@oneway/file-storage';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FILE_STORAGE, RPC_CLIENT, UPLOAD_REGISTRY } from '../../../gateway.tokens.js';
import type { UploadRegistry } from '../../../application/uploads.js';
import { routeDoc } from '../docs/route-doc.js';
import { forwardPayload } from '../forward.js';
import { readUploads } from '../uploads/read-uploads.js';
import { sendPrivateFile } from '../uploads/send-private-file.js';

const AREA = 'relay-photos';
export const relayPhotoKey = (photoId: string) => `${AREA}/${photoId}`;
export const relayPointOwner = (pointId: string) => `relay-point:${pointId}`;
const uuid = z.uuid();
const photoIdsSchema = z.object({ photos: z.array(z.object({ id: z.uuid() })) });
const tag = 'relay';

/**
 * Intake/condition photos of packages at relay points. Staff upload them for their point
 * before the check-in that attaches them; staff of the point, and the shipment's sender and
 * traveler, see them. Every read checks the caller against the owning package first: any
 * other caller, or a photo not on that package, is 404.
 */
@Controller()
export class RelayPhotosController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(UPLOAD_REGISTRY) private readonly uploads: UploadRegistry,
  ) {}

  @Post('relay/points/:pointId/photos')
  @HttpCode(201)
  @RouteSchema(
    routeDoc({
      tag,
      summary: `Upload intake/condition photos for a check-in at my point (multipart field "photos", up to ${MAX_CHECK_IN_PHOTOS} JPEG/PNG/WebP files of at most 5 MB)`,
      auth: 'bearer',
      params: z.object({ pointId: z.uuid() }),
      responses: { 201: photoIdsSchema },
    }),
  )
  async upload(@Req() req: FastifyRequest, @Param('pointId') pointId: string) {
    const mine = await forwardPayload(this.rpc, req, myRelayPointsRpc, {});
    if (!uuid.safeParse(pointId).success || !mine.items.some((p) => p.id === pointId))
      throw relayPointErrors.notFound();
    const files = await readUploads(req, { field: 'photos', allowed: IMAGE_TYPES, maxFiles: MAX_CHECK_IN_PHOTOS });
    const photos: { id: string }[] = [];
    for (const file of files) {
      const key = newFileKey(AREA);
      await this.storage.put(key, file.bytes, file.contentType);
      await this.uploads.remember(key, relayPointOwner(pointId));
      photos.push({ id: key.slice(AREA.length + 1) });
    }
    return { photos };
  }

  @Get('relay/points/:pointId/packages/:packageId/photos/:photoId')
  @RouteSchema(
    routeDoc({
      tag,
      summary: 'A photo of a package at my point (private: never cached)',
      auth: 'bearer',
      params: z.object({ pointId: z.uuid(), packageId: z.uuid(), photoId: z.uuid() }),
      responses: {},
    }),
  )
  async staffPhoto(
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('pointId') pointId: string,
    @Param('packageId') packageId: string,
    @Param('photoId') photoId: string,
  ) {
    const detail = await forwardPayload(this.rpc, req, relayGetPackageRpc, { relayPointId: pointId, packageId });
    const onPackage = new Set([...detail.photos, ...detail.history.flatMap((h) => h.photos)]);
    if (!uuid.safeParse(photoId).success || !onPackage.has(photoId)) throw fileErrors.notFound();
    await sendPrivateFile(this.storage, relayPhotoKey(photoId), reply);
  }

  @Get('shipments/:shipmentId/relay-storage')
  @RouteSchema(
    routeDoc({
      tag,
      summary: "My shipment's stays at relay points: condition and the staff's intake photos",
      auth: 'bearer',
      params: z.object({ shipmentId: z.uuid() }),
      responses: { 200: relayShipmentStorageRpc.response },
    }),
  )
  shipmentStorage(@Req() req: FastifyRequest, @Param('shipmentId') shipmentId: string) {
    return forwardPayload(this.rpc, req, relayShipmentStorageRpc, { shipmentId });
  }

  @Get('shipments/:shipmentId/relay-photos/:photoId')
  @RouteSchema(
    routeDoc({
      tag,
      summary: 'A relay intake photo of my shipment (sender or traveler; private: never cached)',
      auth: 'bearer',
      params: z.object({ shipmentId: z.uuid(), photoId: z.uuid() }),
      responses: {},
    }),
  )
  async partyPhoto(
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('shipmentId') shipmentId: string,
    @Param('photoId') photoId: string,
  ) {
    const stays = await forwardPayload(this.rpc, req, relayShipmentStorageRpc, { shipmentId });
    const onShipment = new Set(stays.items.flatMap((s) => s.photos));
    if (!uuid.safeParse(photoId).success || !onShipment.has(photoId)) throw fileErrors.notFound();
    await sendPrivateFile(this.storage, relayPhotoKey(photoId), reply);
  }
}
