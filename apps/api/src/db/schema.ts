import type { Generated, Insertable, Selectable } from 'kysely';

/** Times are ISO-8601 UTC strings in both dialects (see database.ts); booleans are 0/1 on SQLite. */
type Timestamp = string;
type Bool = boolean | number;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  type: 'admin' | 'customer';
  first_name: string;
  last_name: string | null;
  phone_number: string | null;
  email_verified: Bool;
  profile_image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EmailOtpsTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  expires_at: Timestamp;
  attempts: number;
  created_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  family_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface ProvincesTable {
  id: number;
  name: string;
}
export interface CitiesTable {
  id: number;
  province_id: number;
  name: string;
}
export interface DistrictsTable {
  id: number;
  city_id: number;
  name: string;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  label: string;
  recipient_name: string;
  phone_number: string;
  street_address: string;
  province_id: number;
  city_id: number;
  district_id: number;
  postal_code: string;
  notes: string | null;
  is_default: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  action: string;
  target: string | null;
  details: string | null;
  ip: string | null;
  request_id: string | null;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  email_otps: EmailOtpsTable;
  refresh_tokens: RefreshTokensTable;
  provinces: ProvincesTable;
  cities: CitiesTable;
  districts: DistrictsTable;
  addresses: AddressesTable;
  audit_log: AuditLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type AddressRow = Selectable<AddressesTable>;
