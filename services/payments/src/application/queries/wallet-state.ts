import { type EventStore, loadState } from '@oneway/eventstore';
import { walletDecider, walletStreamId } from '../../domain/wallet/wallet.decider.js';
import type { WalletState } from '../../domain/wallet/wallet.state.js';

/** The caller's wallet as its events make it (the withdrawal in flight, its credits). */
export async function walletStateOf(store: EventStore, userId: string): Promise<WalletState> {
  return (await loadState(store, walletDecider, walletStreamId(userId))).state;
}
