import type { Knex } from 'knex';

/**
 * Runs a bulk load into `table` the quick way: without its indexes (the primary key included), built again
 * afterwards from their own definitions in one sorted pass each, and, when the role may, without the
 * foreign-key triggers (session_replication_role): the seed makes its references right by construction.
 * Everything happens in the caller's transaction, so a failed load leaves the table as it was.
 */
export async function loadWithoutIndexes(
  trx: Knex.Transaction,
  schema: string,
  table: string,
  load: () => Promise<unknown>,
): Promise<{ rebuilt: number; triggersSkipped: boolean }> {
  const qualified = `${schema}.${table}`;
  const { rows: keys } = await trx.raw<{ rows: { conname: string; definition: string }[] }>(
    `select conname, pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid = ?::regclass and contype = 'p'`,
    [qualified],
  );
  const { rows: indexes } = await trx.raw<{ rows: { indexname: string; indexdef: string }[] }>(
    `select indexname, indexdef from pg_indexes i
     where schemaname = ? and tablename = ?
       and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    [schema, table],
  );
  for (const index of indexes) await trx.raw('drop index ??.??', [schema, index.indexname]);
  for (const key of keys) await trx.raw('alter table ??.?? drop constraint ??', [schema, table, key.conname]);

  const { rows: role } = await trx.raw<{ rows: { rolsuper: boolean }[] }>(
    'select rolsuper from pg_roles where rolname = current_user',
  );
  const triggersSkipped = role[0]?.rolsuper === true;
  if (triggersSkipped) await trx.raw("set local session_replication_role = 'replica'");
  await load();
  if (triggersSkipped) await trx.raw("set local session_replication_role = 'origin'");

  for (const key of keys) {
    await trx.raw(`alter table ??.?? add constraint ?? ${key.definition}`, [schema, table, key.conname]);
  }
  for (const index of indexes) await trx.raw(index.indexdef);
  return { rebuilt: keys.length + indexes.length, triggersSkipped };
}
