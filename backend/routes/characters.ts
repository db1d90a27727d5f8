import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { isDateTime } from '@/lib/domain/validation/rules';
import {
  CHART_MESSAGES,
  MAX_CHARTS_PER_MEMBER,
  chartPayload,
  chartSchema,
  fortuneQuery,
  fromSolarDate,
  LUCKY_TIME,
  type ChartFormValues,
  type FortuneCalendar,
  CALENDARS,
} from '@/lib/domain/fortune';
import { UNKNOWN_HOUR } from '@/lib/domain/china-hour';
import { characters } from '../db/schema';
import { isLive } from '../db/filters';
import type { AppEnv } from '../http/env';
import { HttpError, invalidField, notFound, type FieldErrors } from '../http/errors';
import { idParam } from '../http/params';
import { readQuery } from '../http/query';
import { readBody, validateBody } from '../http/validate';
import { lockMember } from '../services/cart-lines';
import { computeFortune, FortuneInputError } from '../services/fortune';
import { characterSearchQuery } from '@/lib/contract/schema/queries';
import { chartBatchDelete } from '@/lib/contract/schema/requests';
import type { Character, CharacterInput } from '@/lib/contract/types';

/**
 * user/characters: the logged-in member's natal charts (spec-coverage “Natal charts”). Only ever the member's own
 * rows: another member's id is a 404 and changes nothing. Bodies are validated with the chart form's
 * yup schema (lib/domain/fortune) and the result is computed here with the fortune service.
 */
export const characterRoutes = new Hono<AppEnv>();

const NOT_FOUND = '查無此命盤';

/**
 * A body as sent: the contract's `CharacterInput` is its shape (fields read by name from it, so a renamed
 * field fails the type check here), each value unchecked until the chart form's yup rules have run.
 */
type ChartBody = { [field in keyof CharacterInput]?: unknown };

/** Form field of the shared schema → payload field of the API. */
const PAYLOAD_FIELD: Partial<Record<keyof ChartFormValues | 'fortune_birth_date', keyof CharacterInput>> = {
  fortune_name: 'name',
  fortune_gender: 'gender',
  fortune_calendar: 'calendar',
  fortune_birth_date: 'birth_at',
  fortune_is_leap: 'is_leap',
  fortune_hour: 'hour',
  fortune_minute: 'minute',
};

/** A field's text; an object or array is no text at all (missing), never '[object Object]'. */
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** The form values a payload stands for; birth_at (solar) is written back in the chart's calendar. */
function formValuesOf(body: ChartBody): ChartFormValues {
  const calendar = text(body.calendar);
  const hour = text(body.hour);
  const lucky = hour === LUCKY_TIME || text(body.china_hour) === UNKNOWN_HOUR;
  const birthAt = text(body.birth_at);
  let year = '';
  let month = '';
  let day = '';
  if (birthAt) {
    if (!isDateTime(birthAt)) {
      year = 'x'; // reported as the invalid-format message by the schema
      month = '1';
      day = '1';
    } else if (CALENDARS.includes(calendar as FortuneCalendar)) {
      const [y, m, d] = birthAt.slice(0, 10).split(/[-/]/).map(Number);
      const date = fromSolarDate(calendar as FortuneCalendar, { year: y, month: m, day: d });
      [year, month, day] = [String(date.year), String(date.month), String(date.day)];
    } else {
      [year, month, day] = birthAt.slice(0, 10).split(/[-/]/);
    }
  }
  const isLeap = text(body.is_leap);
  return {
    fortune_name: text(body.name),
    fortune_gender: text(body.gender) as ChartFormValues['fortune_gender'],
    fortune_calendar: calendar as ChartFormValues['fortune_calendar'],
    fortune_year: year,
    fortune_month: month,
    fortune_day: day,
    fortune_is_leap: (calendar === '農曆' ? isLeap : '') as ChartFormValues['fortune_is_leap'],
    lucky,
    fortune_hour: lucky ? '' : hour,
    fortune_minute: lucky ? '' : text(body.minute),
  };
}

/** Validates a payload and returns the row to store (canonical birth_at, china_hour, computed result). */
async function chartRow(body: ChartBody) {
  const values = formValuesOf(body);
  try {
    await validateBody(chartSchema, values);
  } catch (error) {
    if (!(error instanceof HttpError) || !error.details.errors) throw error;
    const errors: FieldErrors = {};
    for (const [field, messages] of Object.entries(error.details.errors))
      errors[PAYLOAD_FIELD[field as keyof typeof PAYLOAD_FIELD] ?? field] = messages;
    throw new HttpError(422, error.message, { errors });
  }
  if (values.fortune_calendar === '農曆') {
    // birth_at is a solar date; the leap flag sent must agree with the lunar month it falls in.
    const [y, m, d] = text(body.birth_at).slice(0, 10).split(/[-/]/).map(Number);
    const date = fromSolarDate('農曆', { year: y, month: m, day: d });
    if ((date.isLeap ? '1' : '0') !== values.fortune_is_leap) throw invalidField('birth_at', '出生日期格式錯誤');
  }
  const payload = chartPayload(values);
  let result;
  try {
    result = computeFortune(fortuneQuery(values));
  } catch (error) {
    if (error instanceof FortuneInputError)
      throw new HttpError(422, error.message, { errorstatus: 1, error: error.message });
    throw error;
  }
  return { ...payload, result };
}

const columns = {
  id: characters.id,
  sort: characters.sort,
  name: characters.name,
  gender: characters.gender,
  calendar: characters.calendar,
  china_hour: characters.china_hour,
  hour: characters.hour,
  minute: characters.minute,
  is_leap: characters.is_leap,
  birth_at: characters.birth_at,
  result: characters.result,
  created_at: characters.created_at,
  updated_at: characters.updated_at,
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

characterRoutes.get('/user/characters', async (c) => {
  const db = c.get('db');
  const search = readQuery(c, characterSearchQuery).searchText;
  const rows = await db
    .select(columns)
    .from(characters)
    .where(
      and(
        eq(characters.member_id, c.get('member').id),
        isLive(characters),
        search ? ilike(characters.name, `%${escapeLike(search)}%`) : undefined,
      ),
    )
    .orderBy(asc(characters.sort), desc(characters.id));
  const data: Character[] = rows;
  return c.json({ data });
});

async function ownChart(c: { get: (key: 'db' | 'member') => unknown }, id: number): Promise<Character> {
  const db = c.get('db') as AppEnv['Variables']['db'];
  const member = c.get('member') as AppEnv['Variables']['member'];
  const [row] = await db
    .select(columns)
    .from(characters)
    .where(and(eq(characters.id, id), eq(characters.member_id, member.id), isLive(characters)))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

characterRoutes.get('/user/characters/:id', async (c) =>
  c.json({ data: await ownChart(c, idParam(c.req.param('id'))) }),
);

characterRoutes.post('/user/characters/batch-delete', async (c) => {
  const body = chartBatchDelete.safeParse(await readBody(c.req.raw));
  if (!body.success) {
    const field = body.error.issues[0].path[0] === '_method' ? '_method' : 'id';
    throw invalidField(field, field === '_method' ? '_method 須為 delete' : '請選擇要刪除的命盤');
  }
  const unique = [...new Set(body.data.id.map(Number))];
  const db = c.get('db');
  const memberId = c.get('member').id;
  const deleted = await db.transaction(async (tx) => {
    const own = await tx
      .select({ id: characters.id })
      .from(characters)
      .where(and(inArray(characters.id, unique), eq(characters.member_id, memberId), isLive(characters)));
    if (own.length !== unique.length) throw notFound(NOT_FOUND);
    return tx
      .delete(characters)
      .where(and(inArray(characters.id, unique), eq(characters.member_id, memberId)))
      .returning({ id: characters.id });
  });
  return c.json({ message: '刪除成功', data: deleted.map((row) => row.id) });
});

characterRoutes.post('/user/characters', async (c) => {
  const row = await chartRow(await readBody(c.req.raw));
  const memberId = c.get('member').id;
  // Counted with the member's row locked, so parallel saves meet the same cap.
  const created: Character = await c.get('db').transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [kept] = await tx
      .select({ n: count() })
      .from(characters)
      .where(and(eq(characters.member_id, memberId), isLive(characters)));
    if (kept.n >= MAX_CHARTS_PER_MEMBER) throw new HttpError(422, CHART_MESSAGES.tooMany);
    return (
      await tx
        .insert(characters)
        .values({ ...row, member_id: memberId })
        .returning(columns)
    )[0];
  });
  return c.json({ data: created }, 201);
});

characterRoutes.put('/user/characters/:id', async (c) => {
  const id = idParam(c.req.param('id'));
  await ownChart(c, id);
  const row = await chartRow(await readBody(c.req.raw));
  const [updated]: Character[] = await c
    .get('db')
    .update(characters)
    .set({ ...row, updated_at: c.get('now') })
    .where(and(eq(characters.id, id), eq(characters.member_id, c.get('member').id)))
    .returning(columns);
  return c.json({ data: updated });
});
