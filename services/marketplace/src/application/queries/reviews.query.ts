import { type Actor, type AdminReviewView, type RatingSummary, type ReviewView, reviewErrors } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import { isStaff } from '../caller.js';
import { pagedQuery } from './paged-query.js';
import { SqlFilter } from './sql-filter.js';

export interface ReviewRow {
  id: string;
  shipment_id: string;
  from_user_id: string;
  to_user_id: string;
  review_type: ReviewView['reviewType'];
  overall_rating: number;
  communication_rating: number;
  reliability_rating: number;
  package_handling_rating: number | null;
  accuracy_rating: number | null;
  public_comment: string | null;
  private_comment: string | null;
  photos: string[];
  status: ReviewView['status'];
  published_at: Date | null;
  reported_count: number;
  admin_notes: string | null;
  created_at: Date;
}

const COLUMNS = `id, shipment_id, from_user_id, to_user_id, review_type, overall_rating, communication_rating,
  reliability_rating, package_handling_rating, accuracy_rating, public_comment, private_comment, photos, status,
  published_at, reported_count, admin_notes, created_at`;

/**
 * A review as `viewer` may see it: the private comment only for the reviewed user (once
 * published) and staff (issue 14); moderation fields only for staff.
 */
export function toReviewView(r: ReviewRow, viewer: Actor | null): ReviewView {
  const staff = viewer !== null && isStaff(viewer);
  const published = r.published_at !== null;
  const mayReadPrivate = staff || (published && viewer?.userId === r.to_user_id);
  return {
    id: r.id,
    shipmentId: r.shipment_id,
    fromUserId: r.from_user_id,
    toUserId: r.to_user_id,
    reviewType: r.review_type,
    overallRating: r.overall_rating,
    communicationRating: r.communication_rating,
    reliabilityRating: r.reliability_rating,
    packageHandlingRating: r.package_handling_rating,
    accuracyRating: r.accuracy_rating,
    publicComment: r.public_comment,
    privateComment: mayReadPrivate ? r.private_comment : null,
    photos: r.photos,
    status: r.status,
    visible: published,
    reportedCount: staff ? r.reported_count : 0,
    adminNotes: staff ? r.admin_notes : null,
    createdAt: r.created_at.toISOString(),
  };
}

/** Published, not hidden: what counts in ratings and shows on profiles. */
const PUBLIC = `published_at IS NOT NULL AND status = 'published'`;

/** Average overall rating to one decimal (spec §2 cards) and count, of published reviews received. */
export async function ratingOf(db: Queryable, userId: string): Promise<RatingSummary> {
  const { rows } = await db.query<{ n: string; avg: string | null }>(
    `SELECT count(*) AS n, avg(overall_rating) AS avg FROM reviews WHERE to_user_id = $1 AND ${PUBLIC}`,
    [userId],
  );
  const r = rows[0]!;
  return { average: r.avg === null ? null : Math.round(Number(r.avg) * 10) / 10, count: Number(r.n) };
}

export async function reviewRow(db: Queryable, reviewId: string): Promise<ReviewRow | undefined> {
  const { rows } = await db.query<ReviewRow>(`SELECT ${COLUMNS} FROM reviews WHERE id = $1`, [reviewId]);
  return rows[0];
}

/** A review the caller may see: published (and visible) ones for everyone, any for its parties and staff. */
export async function reviewFor(db: Queryable, reviewId: string, viewer: Actor): Promise<ReviewView> {
  const r = await reviewRow(db, reviewId);
  const mayRead =
    r &&
    (isStaff(viewer) ||
      viewer.userId === r.from_user_id ||
      (r.published_at !== null && (r.status === 'published' || viewer.userId === r.to_user_id)));
  if (!r || !mayRead) throw reviewErrors.notFound();
  return toReviewView(r, viewer);
}

/** The shipment's parties and delivery time, from the read models; undefined when absent. */
export async function shipmentParties(db: Queryable, shipmentId: string) {
  const { rows } = await db.query<{ sender_id: string; traveler_id: string | null; delivered_at: Date | null }>(
    `SELECT s.sender_id, s.traveler_id,
       (SELECT min(t.created_at) FROM tracking t WHERE t.shipment_id = s.id AND t.status = 'delivered') AS delivered_at
     FROM shipments s WHERE s.id = $1`,
    [shipmentId],
  );
  return rows[0];
}

/** The caller's review of a shipment, the other's once published, and whether they may still write one. */
export async function shipmentReviews(db: Queryable, shipmentId: string, viewer: Actor, now: Date) {
  const s = await shipmentParties(db, shipmentId);
  const party = s && (viewer.userId === s.sender_id || viewer.userId === s.traveler_id);
  if (!s || (!party && !isStaff(viewer))) throw reviewErrors.notAParty();
  const { rows } = await db.query<ReviewRow>(`SELECT ${COLUMNS} FROM reviews WHERE shipment_id = $1`, [shipmentId]);
  const mine = rows.find((r) => r.from_user_id === viewer.userId) ?? null;
  const theirs = rows.find((r) => r.to_user_id === viewer.userId) ?? null;
  const closesAt = s.delivered_at ? new Date(s.delivered_at.getTime() + 7 * 86_400_000) : null;
  const reason: 'not_delivered' | 'already_submitted' | 'window_closed' | null = !party
    ? 'not_delivered'
    : !closesAt || !s.traveler_id
      ? 'not_delivered'
      : mine
        ? 'already_submitted'
        : now >= closesAt
          ? 'window_closed'
          : null;
  return {
    canReview: party === true && reason === null,
    reason: party ? reason : null,
    windowClosesAt: closesAt?.toISOString() ?? null,
    mine: mine ? toReviewView(mine, viewer) : null,
    theirs: theirs?.published_at ? toReviewView(theirs, viewer) : null,
    theirsPending: theirs !== null && theirs.published_at === null,
  };
}

/** Published, visible reviews a user received, newest first, with their rating. */
export async function userReviews(
  db: Queryable,
  userId: string,
  viewer: Actor,
  paging: { page: number; pageSize: number },
) {
  const filter = new SqlFilter().where('to_user_id = %s', userId).where(PUBLIC);
  const [page, rating] = await Promise.all([
    pagedQuery<ReviewRow>(db, { columns: COLUMNS, table: 'reviews', filter, orderBy: 'created_at DESC', ...paging }),
    ratingOf(db, userId),
  ]);
  return { ...page, items: page.items.map((r) => toReviewView(r, viewer)), rating };
}

/**
 * A review's reports, oldest first, as JSON (times in UTC ISO form, as the API's others): read
 * with the page's rows, in its snapshot, so the list and its count agree.
 */
const REPORTS_COLUMN = `(SELECT coalesce(json_agg(json_build_object(
     'reporterId', rr.reporter_id, 'reason', rr.reason,
     'reportedAt', to_char(rr.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
     ORDER BY rr.created_at, rr.reporter_id), '[]'::json)
   FROM review_reports rr WHERE rr.review_id = reviews.id) AS reports`;

/** Staff: reported (default), hidden or all published reviews, each with its reports. */
export async function adminReviews(
  db: Queryable,
  viewer: Actor,
  q: { filter: 'reported' | 'hidden' | 'all'; page: number; pageSize: number },
) {
  const filter = new SqlFilter().where('published_at IS NOT NULL');
  if (q.filter === 'reported') filter.where('reported_count > 0');
  if (q.filter === 'hidden') filter.where(`status = 'hidden'`);
  const page = await pagedQuery<ReviewRow & { reports: AdminReviewView['reports'] }>(db, {
    columns: `${COLUMNS}, ${REPORTS_COLUMN}`,
    table: 'reviews',
    filter,
    orderBy: 'updated_at DESC',
    page: q.page,
    pageSize: q.pageSize,
  });
  return { ...page, items: page.items.map((r) => ({ ...toReviewView(r, viewer), reports: r.reports })) };
}
