import type { Actor, EventMetadata, RpcMeta, TicketCategory, TicketPriority, TicketStatus } from '@oneway/contracts';
import { handleCommand, recordStaffAction } from '@oneway/eventstore';
import type { SupportTicketCommand } from '../../domain/support-ticket/support-ticket.commands.js';
import { supportTicketDecider, supportTicketStreamId } from '../../domain/support-ticket/support-ticket.decider.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { isShipmentParty, isStaffMember, myTicket, staffTicket } from '../queries/support-tickets.query.js';

/** Runs one ticket command; returns once the read models show it (a no-op retry included). */
async function run(
  deps: MessagingDeps,
  command: SupportTicketCommand,
  metadata: EventMetadata,
  audit?: { actor: Actor; meta: RpcMeta; action: string; details: Record<string, unknown> },
): Promise<void> {
  const result = await handleCommand(
    deps.store,
    supportTicketDecider,
    supportTicketStreamId(command.ticketId),
    command,
    metadata,
    audit
      ? {
          // A staff action and its audit row commit together (decision ops-staff-roles).
          alongside: async (tx, events) => {
            if (!events.length) return;
            await recordStaffAction(tx, {
              actor: audit.actor,
              action: audit.action,
              entityType: 'support_ticket',
              entityId: command.ticketId,
              details: audit.details,
              meta: audit.meta,
              at: metadata.now,
            });
          },
        }
      : undefined,
  );
  await deps.projections.waitForCommand(result.lastPosition);
}

export interface OpenTicketInput {
  ticketId: string;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  content: string;
  shipmentId?: string | null;
  attachmentIds?: string[];
}

export async function openTicket(deps: MessagingDeps, actor: Actor, input: OpenTicketInput, metadata: EventMetadata) {
  const shipmentId = input.shipmentId ?? null;
  await run(
    deps,
    {
      type: 'open_ticket',
      ticketId: input.ticketId,
      userId: actor.userId,
      subject: input.subject,
      category: input.category,
      priority: input.priority,
      content: input.content,
      // The first message's id derives from the ticket's: a retried open is the same message.
      messageId: input.ticketId,
      shipmentId,
      shipmentIsTheirs: shipmentId ? await isShipmentParty(deps.pool, shipmentId, actor.userId) : false,
      attachmentIds: input.attachmentIds ?? [],
    },
    metadata,
  );
  return (await myTicket(deps.pool, actor.userId, input.ticketId)).ticket;
}

export async function replyMyTicket(
  deps: MessagingDeps,
  actor: Actor,
  p: { ticketId: string; messageId: string; content: string },
  metadata: EventMetadata,
) {
  await run(deps, { type: 'owner_reply', userId: actor.userId, ...p }, metadata);
  return myTicket(deps.pool, actor.userId, p.ticketId);
}

export async function closeMyTicket(deps: MessagingDeps, actor: Actor, ticketId: string, metadata: EventMetadata) {
  await run(deps, { type: 'owner_close', ticketId, userId: actor.userId }, metadata);
  return (await myTicket(deps.pool, actor.userId, ticketId)).ticket;
}

export async function staffReply(
  deps: MessagingDeps,
  staff: Actor,
  p: { ticketId: string; messageId: string; content: string; internal: boolean },
  metadata: EventMetadata,
  meta: RpcMeta,
) {
  await run(deps, { type: 'staff_reply', staffId: staff.userId, ...p }, metadata, {
    actor: staff,
    meta,
    action: p.internal ? 'ticket.note_added' : 'ticket.replied',
    details: { messageId: p.messageId },
  });
  return staffTicket(deps.pool, p.ticketId);
}

export async function assignTicket(
  deps: MessagingDeps,
  staff: Actor,
  p: { ticketId: string; assigneeId: string | null },
  metadata: EventMetadata,
  meta: RpcMeta,
) {
  const assigneeIsStaff =
    p.assigneeId === staff.userId || (p.assigneeId !== null && (await isStaffMember(deps.pool, p.assigneeId)));
  await run(
    deps,
    { type: 'assign', ticketId: p.ticketId, staffId: staff.userId, assigneeId: p.assigneeId, assigneeIsStaff },
    metadata,
    { actor: staff, meta, action: 'ticket.assigned', details: { assigneeId: p.assigneeId } },
  );
  return (await staffTicket(deps.pool, p.ticketId)).ticket;
}

export async function changeTicketStatus(
  deps: MessagingDeps,
  staff: Actor,
  p: { ticketId: string; status: TicketStatus },
  metadata: EventMetadata,
  meta: RpcMeta,
) {
  await run(deps, { type: 'change_status', ticketId: p.ticketId, staffId: staff.userId, to: p.status }, metadata, {
    actor: staff,
    meta,
    action: 'ticket.status_changed',
    details: { to: p.status },
  });
  return (await staffTicket(deps.pool, p.ticketId)).ticket;
}
