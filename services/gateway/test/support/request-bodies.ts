import { shipmentRequestBody, tripRequestBody } from '@oneway/testing';

/** Valid request bodies relative to today, for tests that then spoil one field. */
export const shipmentBody = (o: Record<string, unknown> = {}) => shipmentRequestBody(o);

export const tripBody = (o: Record<string, unknown> = {}) => tripRequestBody(o);
