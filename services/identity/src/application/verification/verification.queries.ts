import type { VerificationSessionView } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';

interface SessionRow {
  id: string;
  user_id: string;
  provider: 'test' | 'stripe';
  provider_session_id: string;
  status: VerificationSessionView['status'];
  last_error: VerificationSessionView['lastError'];
  verification_url: string;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

interface DocumentRow {
  id: string;
  session_id: string;
  document_type: 'identity_document' | 'selfie';
  document_subtype: 'passport' | 'driving_license' | 'id_card' | null;
  document_status: 'pending' | 'approved' | 'rejected';
  review_notes: string | null;
  uploaded_at: Date;
  reviewed_at: Date | null;
  file_key: string;
}

export async function sessionRow(db: Queryable, sessionId: string): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>('SELECT * FROM identity_verification_sessions WHERE id = $1', [
    sessionId,
  ]);
  return rows[0];
}

/** Documents are listed by type and status only: file keys never leave identity except to staff views. */
export async function sessionViews(db: Queryable, rows: SessionRow[]): Promise<VerificationSessionView[]> {
  if (!rows.length) return [];
  const { rows: docs } = await db.query<DocumentRow>(
    'SELECT * FROM verification_documents WHERE session_id = ANY($1::uuid[]) ORDER BY uploaded_at, document_type',
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    provider: r.provider,
    status: r.status,
    lastError: r.last_error,
    verificationUrl: r.verification_url,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    completedAt: r.completed_at?.toISOString() ?? null,
    documents: docs
      .filter((d) => d.session_id === r.id)
      .map((d) => ({
        id: d.id,
        documentType: d.document_type,
        documentSubtype: d.document_subtype,
        documentStatus: d.document_status,
        reviewNotes: d.review_notes,
        uploadedAt: d.uploaded_at.toISOString(),
        reviewedAt: d.reviewed_at?.toISOString() ?? null,
      })),
  }));
}

export async function sessionView(db: Queryable, sessionId: string): Promise<VerificationSessionView | undefined> {
  const r = await sessionRow(db, sessionId);
  return r ? (await sessionViews(db, [r]))[0] : undefined;
}

/** The person's verification status and their latest session. */
export async function myVerification(db: Queryable, userId: string) {
  const [{ rows: users }, { rows: sessions }] = await Promise.all([
    db.query<{
      verification_status: string;
      verification_submitted_at: Date | null;
      verification_completed_at: Date | null;
    }>('SELECT verification_status, verification_submitted_at, verification_completed_at FROM users WHERE id = $1', [
      userId,
    ]),
    db.query<SessionRow>(
      'SELECT * FROM identity_verification_sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [userId],
    ),
  ]);
  const u = users[0];
  return {
    status: (u?.verification_status ?? 'unverified') as 'unverified' | 'pending' | 'verified' | 'rejected',
    submittedAt: u?.verification_submitted_at?.toISOString() ?? null,
    completedAt: u?.verification_completed_at?.toISOString() ?? null,
    session: (await sessionViews(db, sessions))[0] ?? null,
  };
}

export async function openSessionOf(db: Queryable, userId: string): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT * FROM identity_verification_sessions WHERE user_id = $1 AND status IN ('requires_input', 'processing')
     ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  return rows[0];
}

export async function adminSessions(
  db: Queryable,
  q: { filter: 'needs_review' | 'all'; page: number; pageSize: number },
) {
  const where = q.filter === 'needs_review' ? `WHERE s.status = 'processing'` : '';
  const offset = (q.page - 1) * q.pageSize;
  const [{ rows }, { rows: count }] = await Promise.all([
    db.query<SessionRow & { full_name: string | null; username: string | null; email: string | null }>(
      `SELECT s.*, u.full_name, u.username, u.email FROM identity_verification_sessions s
       LEFT JOIN users u ON u.id = s.user_id ${where} ORDER BY s.updated_at ${q.filter === 'needs_review' ? 'ASC' : 'DESC'}
       LIMIT ${q.pageSize} OFFSET ${offset}`,
    ),
    db.query<{ n: string }>(`SELECT count(*) AS n FROM identity_verification_sessions s ${where}`),
  ]);
  const views = await sessionViews(db, rows);
  return {
    items: views.map((v, i) => {
      const r = rows[i]!;
      return {
        ...v,
        user: r.username ? { fullName: r.full_name ?? '', username: r.username, email: r.email ?? '' } : null,
      };
    }),
    total: Number(count[0]!.n),
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function documentFileKey(
  db: Queryable,
  sessionId: string,
  documentId: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ file_key: string }>(
    'SELECT file_key FROM verification_documents WHERE id = $1 AND session_id = $2',
    [documentId, sessionId],
  );
  return rows[0]?.file_key;
}
