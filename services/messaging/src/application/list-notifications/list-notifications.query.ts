import type { listNotificationsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `listNotifications` as a query: the checked request and the caller. */
export class ListNotificationsQuery extends RpcQuery<typeof listNotificationsRpc> {}
