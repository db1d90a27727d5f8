import { count } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { smsOutbox } from '@/backend/db/schema';
import { SMS_CAP_MESSAGE } from '@/backend/services/sms';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';
import { racing } from '../support/postgres';

withFreshDatabase();

const sent = async () => (await (await getDb()).select({ n: count() }).from(smsOutbox))[0].n;

describe('an hourly cap on SMS for the whole shop (issue: ten members were texted in the same second)', () => {
  afterEach(() => delete process.env.SMS_HOURLY_CAP);

  it('parallel forgot-password requests for many members send no more than the cap; the rest are 429', async () => {
    const members = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        createMemberWithToken({
          mobile_phone01: `09120000${String(i).padStart(2, '0')}`,
          activated_at: '2024-01-01 00:00:00',
        }),
      ),
    );
    const before = await sent();
    process.env.SMS_HOURLY_CAP = String(before + 5);
    const answers = await racing(() =>
      Promise.all(
        members.map(({ member }) => call('POST', 'forgot-password', { body: { identity_card: member.identity_card } })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(7);
    expect(refused[0].json.message).toBe(SMS_CAP_MESSAGE);
    expect(await sent()).toBe(before + 5);
  });
});
