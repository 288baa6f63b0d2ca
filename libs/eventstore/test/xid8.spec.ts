import { xid8Literal } from '../src/xid8.js';
import { pendingBatchSql } from '../src/outbox-relay.js';
import { EventStore } from '../src/event-store.js';

describe('transaction ids spliced into SQL', () => {
  it('a decimal xid8 becomes a quoted literal', () => {
    expect(xid8Literal('0')).toBe("'0'");
    expect(xid8Literal('18446744073709551615')).toBe("'18446744073709551615'");
  });

  it.each(["1'; DROP TABLE es_events; --", '', '-1', '1.5', '123456789012345678901', ' 12'])(
    'anything else (%j) is refused before it reaches a statement',
    (value) => {
      expect(() => xid8Literal(value)).toThrow(/bad transaction id/);
      expect(() => pendingBatchSql(10, value)).toThrow(/bad transaction id/);
      expect(() => EventStore.readAfterCheckpointStatement('p', value, 10, ['t'])).toThrow(/bad transaction id/);
    },
  );
});
