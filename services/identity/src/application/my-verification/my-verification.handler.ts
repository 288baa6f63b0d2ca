import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireSignedIn } from '../authorize.js';
import { myVerification } from '../verification/verification.queries.js';
import { type IdentityDeps, IDENTITY_DEPS } from '../identity-deps.js';
import { MyVerificationQuery } from './my-verification.query.js';

/** Runs MyVerificationQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(MyVerificationQuery)
export class MyVerificationHandler implements IQueryHandler<MyVerificationQuery> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  async execute({ request, meta }: MyVerificationQuery) {
    void request;
    const account = await requireSignedIn(this.deps, meta);
    return {
      ...(await myVerification(this.deps.pool, account.user_id)),
      testMode: this.deps.verification.kind === 'test',
    };
  }
}
