import { Controller, Inject } from '@nestjs/common';
import {
  getNotificationPreferencesRpc,
  setNotificationPreferenceRpc,
  unsubscribeRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { metadataFromRpc, Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { requireActor } from '../../application/caller.js';
import { setNotificationPreference, unsubscribe } from '../../application/commands/notification-preference.handlers.js';
import type { MessagingDeps } from '../../application/messaging-deps.js';
import { preferencesOf } from '../../application/queries/notification-preferences.query.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';

/** The caller's notification preferences, and the signed one-click unsubscribe of e-mails. */
@Controller()
export class NotificationPreferencesRpcController {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  @Rpc(getNotificationPreferencesRpc)
  get(@RpcCaller() meta: RpcMeta) {
    return preferencesOf(this.deps.pool, requireActor(meta).userId);
  }

  @Rpc(setNotificationPreferenceRpc)
  set(@RpcPayload() p: RpcRequest<typeof setNotificationPreferenceRpc>, @RpcCaller() meta: RpcMeta) {
    return setNotificationPreference(this.deps, requireActor(meta), p, metadataFromRpc(meta, this.deps.now()));
  }

  /** Public: anyone holding the link may turn that one kind of e-mail off for its person. */
  @Rpc(unsubscribeRpc)
  unsubscribe(@RpcPayload() p: RpcRequest<typeof unsubscribeRpc>, @RpcCaller() meta: RpcMeta) {
    return unsubscribe(this.deps, p.token, metadataFromRpc(meta, this.deps.now()));
  }
}
