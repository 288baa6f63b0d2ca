import type { PublicProfileDto, Role, UserDto } from '@oneway/contracts';
import { readPage, type Queryable } from '@oneway/eventstore';

export interface UserRow {
  id: string;
  username: string;
  full_name: string;
  email: string;
  email_verified_at: Date | null;
  country: UserDto['country'];
  bio: string | null;
  profile_image: string | null;
  phone: string | null;
  is_phone_verified: boolean;
  user_type: UserDto['userType'];
  role: Role;
  is_verified: boolean;
  verification_status: UserDto['verificationStatus'];
  status: UserDto['status'];
  is_banned: boolean;
  created_at: Date;
}

export function toUserDto(r: UserRow): UserDto {
  return {
    id: r.id,
    username: r.username,
    email: r.email,
    emailVerified: r.email_verified_at !== null,
    fullName: r.full_name,
    country: r.country,
    bio: r.bio,
    phone: r.phone,
    isPhoneVerified: r.is_phone_verified,
    profileImage: r.profile_image,
    userType: r.user_type,
    role: r.role,
    isVerified: r.is_verified,
    verificationStatus: r.verification_status,
    status: r.status,
    isBanned: r.is_banned,
    createdAt: r.created_at.toISOString(),
  };
}

export function toPublicProfileDto(r: UserRow): PublicProfileDto {
  return {
    id: r.id,
    username: r.username,
    fullName: r.full_name,
    country: r.country,
    bio: r.bio,
    profileImage: r.profile_image,
    userType: r.user_type,
    isVerified: r.is_verified,
    createdAt: r.created_at.toISOString(),
  };
}

export interface ListUsersFilter {
  query?: string;
  role?: Role;
  status?: 'active' | 'banned';
  page: number;
  pageSize: number;
}

export const usersQueries = {
  async byId(db: Queryable, id: string): Promise<UserRow | null> {
    const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
    return rows[0] ?? null;
  },

  async list(db: Queryable, f: ListUsersFilter): Promise<{ rows: UserRow[]; total: number }> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (f.query) {
      // The search text is data, never SQL; LIKE wildcards in it are matched literally.
      values.push(`%${f.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(
        `(username ILIKE $${values.length} OR email ILIKE $${values.length} OR full_name ILIKE $${values.length})`,
      );
    }
    if (f.role) {
      values.push(f.role);
      where.push(`role = $${values.length}`);
    }
    if (f.status) {
      values.push(f.status);
      where.push(`status = $${values.length}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    return readPage<UserRow>(db, {
      rows: `SELECT * FROM users ${clause} ORDER BY created_at DESC, id LIMIT ${Number(f.pageSize)} OFFSET ${(Number(f.page) - 1) * Number(f.pageSize)}`,
      count: `SELECT count(*) AS n FROM users ${clause}`,
      params: values,
    });
  },
};
