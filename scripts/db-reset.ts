// `npm run db:reset`: recreates the embedded API's demo database and its images from scratch.
// PGlite (default): deletes DATA_DIR/pglite and DATA_DIR/storage. With DATABASE_URL: drops the
// schema's tables, sequences and enum types and the migration journal on that PostgreSQL, and the
// storage folder.
// Then opens the database again, which migrates, seeds and draws the demo images.
// Stop `npm start` / `next dev` first: a PGlite folder must never be open in two processes.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { count, getTableName, is } from 'drizzle-orm';
import { isPgEnum, isPgSequence, PgTable } from 'drizzle-orm/pg-core';
import { closeDatabase, dataDir, openDatabase, storageDir } from '@/backend/db/client';
import * as schema from '@/backend/db/schema';

const shown = (folder: string) => path.relative(process.cwd(), folder) || folder;

async function dropPostgresTables(url: string) {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable));
    const enums = Object.values(schema).flatMap((value: unknown) => (isPgEnum(value) ? [value.enumName] : []));
    // Standalone sequences (e.g. order numbers) outlive their tables: left behind, the next migration fails.
    const sequences = Object.values(schema).flatMap((value: unknown) =>
      isPgSequence(value) && value.seqName ? [value.seqName] : [],
    );
    await client.query('begin');
    for (const table of tables) await client.query(`drop table if exists "${table}" cascade`);
    for (const sequence of sequences) await client.query(`drop sequence if exists "${sequence}" cascade`);
    for (const type of enums) await client.query(`drop type if exists "${type}" cascade`);
    await client.query('drop schema if exists drizzle cascade');
    await client.query('commit');
    console.log(
      `✓ 已刪除 PostgreSQL 上的 ${tables.length} 個資料表、${sequences.length} 個序列、${enums.length} 個列舉型別與遷移紀錄`,
    );
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}

async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

async function main() {
  const started = Date.now();
  const url = process.env.DATABASE_URL;
  if (url) {
    await dropPostgresTables(url);
  } else {
    const folder = path.join(dataDir(), 'pglite');
    await rm(folder, { recursive: true, force: true });
    console.log(`✓ 已刪除 PGlite 資料庫 ${shown(folder)}`);
  }
  await rm(storageDir(), { recursive: true, force: true });
  console.log(`✓ 已刪除示範圖片 ${shown(storageDir())}`);

  console.log('▸ 重新建立資料庫：遷移、寫入示範資料、繪製示範圖片…');
  const db = await openDatabase();
  try {
    const [products] = await db.select({ total: count() }).from(schema.products);
    const [categories] = await db.select({ total: count() }).from(schema.categories);
    console.log(
      `✓ 資料庫已就緒（${url ? 'PostgreSQL' : shown(path.join(dataDir(), 'pglite'))}）：商品分類 ${categories.total} 個、商品 ${products.total} 筆`,
    );
    console.log(`✓ 示範圖片 ${await countFiles(storageDir())} 張 → ${shown(storageDir())}`);
    console.log(`完成，耗時 ${((Date.now() - started) / 1000).toFixed(1)} 秒。`);
  } finally {
    await closeDatabase(db);
  }
}

main().catch((error: unknown) => {
  console.error('✗ 重設資料庫失敗：', error);
  process.exit(1);
});
