import type { Db } from '../../db/index.js';
import { recordAudit } from '../../kernel/audit.js';
import { transact } from '../../kernel/transaction.js';

export type KefuLevel = 'agent' | 'supervisor';

export interface StaffMember {
  id: number;
  phone: string;
  s_username: string;
  level: KefuLevel;
}

/**
 * Makes the account of `phone` a kefu `level` (the operator command `npm run kefu -- grant`),
 * audited as the system's act. Null when no account has that phone.
 */
export async function grantKefu(
  db: Db,
  phone: string,
  level: KefuLevel,
  now: number,
): Promise<StaffMember | null> {
  return transact(db, async (tx) => {
    const row = await tx
      .selectFrom('users')
      .select(['id', 'phone', 's_username', 'role', 'kefu_level'])
      .where('phone', '=', phone)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return null;
    await tx
      .updateTable('users')
      .set({ role: 'kefu', kefu_level: level, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(tx, {
      actor: { id: null, level: 'system' },
      action: 'user.grant-kefu',
      record: { type: 'user', id: row.id },
      before: { role: row.role, kefu_level: row.kefu_level },
      after: { role: 'kefu', kefu_level: level },
      reason: 'operator command',
      now,
    });
    return { id: row.id, phone: row.phone ?? '', s_username: row.s_username, level };
  });
}

/** Makes the kefu account of `phone` an ordinary user again. False when it was not kefu. */
export async function revokeKefu(db: Db, phone: string, now: number): Promise<boolean> {
  return transact(db, async (tx) => {
    const row = await tx
      .selectFrom('users')
      .select(['id', 'role', 'kefu_level'])
      .where('phone', '=', phone)
      .forUpdate()
      .executeTakeFirst();
    if (row?.role !== 'kefu') return false;
    await tx
      .updateTable('users')
      .set({ role: 'user', kefu_level: null, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(tx, {
      actor: { id: null, level: 'system' },
      action: 'user.revoke-kefu',
      record: { type: 'user', id: row.id },
      before: { role: row.role, kefu_level: row.kefu_level },
      after: { role: 'user', kefu_level: null },
      reason: 'operator command',
      now,
    });
    return true;
  });
}

/** Every kefu account, by id. */
export async function listKefu(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'phone', 's_username', 'kefu_level'])
    .where('role', '=', 'kefu')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    phone: r.phone ?? '',
    s_username: r.s_username,
    level: r.kefu_level === 'supervisor' ? 'supervisor' : 'agent',
  }));
}
