import { openTicketRpc } from './support-tickets.rpc.js';

// Spec §3 support_tickets priority (medium); §4 defaults at creation: a support ticket opens
// with priority medium.
describe('opening a support ticket (messaging.open_ticket request)', () => {
  const request = {
    ticketId: '00000000-0000-4000-8000-000000000001',
    subject: 'My package is late',
    content: 'It should have arrived yesterday.',
  };

  it("§4 support ticket default priority is medium: a request without priority parses to 'medium'", () => {
    expect(openTicketRpc.request.parse(request).priority).toBe('medium');
  });

  it('§4 a priority the client chose is kept, not replaced by the default', () => {
    expect(openTicketRpc.request.parse({ ...request, priority: 'urgent' }).priority).toBe('urgent');
  });
});
