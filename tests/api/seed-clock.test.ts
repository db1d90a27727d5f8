import { closeDatabase, getDb } from '@/backend/db/client';
import { members } from '@/backend/db/schema';
import { withFreshDatabase } from '../support/api';
import { fixTaipeiTime } from '../support/clock';
import { patiently } from '../support/patiently';
import { openSeededMemoryDatabase } from '../support/seeded-dump';

// The seed's dates follow the clock (backend/seed/dates.ts): a file whose clock reads another day gets
// a seed of that day, not the run's seeded dump of today (tests/support/seeded-dump.ts), which the
// first hook makes sure exists.
patiently(beforeAll, "making sure today's seeded dump exists", async () =>
  closeDatabase(await openSeededMemoryDatabase()),
);
fixTaipeiTime('2031-03-10 10:00:00');
withFreshDatabase();

describe('a database opened under a faked clock', () => {
  it('is seeded on the faked day: the demo members’ expiry dates are this year’s and next year’s ends', async () => {
    const rows = await (await getDb()).select().from(members);
    const expiry = (identityCard: string) => rows.find((row) => row.identity_card === identityCard)?.expiry_day;
    expect(expiry('A123456789')).toBe('2032-12-31');
    expect(expiry('B223456782')).toBe('2031-12-31');
  });
});
