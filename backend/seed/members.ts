import { addMonths, addYears, format, lastDayOfMonth, lastDayOfYear, subMonths } from 'date-fns';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/types';
import { generalAddresses, members, offices, performances, renewalSettings } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { isoDate, seedCalendar } from './dates';
import { DEMO_RECIPIENTS_OF_A } from './demo-recipients';

/** The password of every demo member except the one who has not finished first login. */
export const DEMO_PASSWORD = 'demo2026';

/** This month's figures of an ordinary distributor: the demo's many and each member an e2e test makes. */
export const DISTRIBUTOR_MONTH_FIGURES = {
  pv: 4200,
  team_pv: 9800,
  pre_pv: 3900,
  pre_team_pv: 8600,
  accumulated_team_pv: 42000,
  pre_accumulated_team_pv: 33000,
};

type MemberRow = Omit<typeof members.$inferInsert, 'password_hash'> & { created_at: string };
type Figures = Omit<
  typeof performances.$inferInsert,
  'id' | 'member_id' | 'yyyymm' | 'created_at' | 'updated_at' | 'deleted_at'
>;

/**
 * The demo members (listed in the README). Their dates are computed from today so the shop's
 * rules (expiry, year PV, notices) behave the same whenever the database is seeded:
 * - everyone but F is valid until the end of this year (A, with year PV ≥ 6000, until the end of next year);
 * - F's expiry_day passed two months ago and its year PV is under 6000;
 * - C has not finished first login: activated_at is null, its password is its 8-digit birth date.
 */
export async function seedMembers(db: Db, now = new Date()) {
  const { today } = seedCalendar(now);
  const territories = await db
    .select()
    .from(offices)
    .where(eq(offices.is_sales_territory_use, 1))
    .orderBy(asc(offices.sort));
  const territory = (code: string) =>
    territories.find((office) => office.code === code)?.id ?? territories[0]?.id ?? null;
  const endOfThisYear = isoDate(lastDayOfYear(today));
  const endOfNextYear = isoDate(lastDayOfYear(addYears(today, 1)));
  const demoHash = await hashPassword(DEMO_PASSWORD);

  const people: (MemberRow & { figures: Figures })[] = [
    {
      identity_card: 'A123456789',
      manage_id: 'M000001',
      name: '林志明',
      web_name: '志明',
      birthday: '1978-03-21',
      email: 'zhiming.lin@example.com.tw',
      email_verified_at: '2019-04-02 10:15:00',
      hierarchical: '傳銷商',
      home_phone: '04-2358-1122',
      mobile_phone01: '0912111222',
      mobile_phone02: '0922333444',
      mailing_address: '407 臺中市西屯區臺灣大道三段 99 號 8 樓',
      residence_address: '407 臺中市西屯區市政路 386 號 5 樓',
      spouse_name: '陳美華',
      spouse_identity_card: 'L221234562',
      sales_territory_id: territory('03'),
      barcode01: '/ABC1234',
      barcode02: '/XY7-8.9',
      expiry_day: endOfNextYear,
      created_at: '2019-04-01 09:30:00',
      figures: {
        pv: 5200,
        team_pv: 48600,
        pre_pv: 4300,
        pre_team_pv: 41200,
        accumulated_team_pv: 265400,
        pre_accumulated_team_pv: 216800,
        cost_pv: 3800,
        tour_pv: 18200,
        pre_tour_pv: 12600,
        year_pv: 7850,
      },
    },
    {
      identity_card: 'B223456782',
      manage_id: 'M000002',
      name: '王淑芬',
      web_name: '淑芬',
      birthday: '1972-11-08',
      is_tester: 1,
      email: 'shufen.wang@example.com.tw',
      email_verified_at: '2016-08-20 14:00:00',
      hierarchical: '堂主',
      home_phone: '02-2521-3344',
      mobile_phone01: '0933222111',
      mailing_address: '104 臺北市中山區松江路 152 號 6 樓',
      residence_address: '104 臺北市中山區松江路 152 號 6 樓',
      sales_territory_id: territory('01'),
      expiry_day: endOfThisYear,
      created_at: '2016-08-15 11:20:00',
      figures: {
        pv: 6800,
        team_pv: 92300,
        master_team_pv: 71500,
        pre_pv: 6100,
        pre_team_pv: 88700,
        pre_master_team_pv: 64200,
        accumulated_team_pv: 512000,
        pre_accumulated_team_pv: 419700,
        cost_pv: 5200,
        tour_pv: 35600,
        pre_tour_pv: 28900,
        year_pv: 15600,
      },
    },
    {
      identity_card: '12345675',
      manage_id: 'M000003',
      name: '富祥國際有限公司',
      web_name: '富祥國際',
      company_owner: '張富祥',
      email: 'service@fuxiang.example.com.tw',
      email_verified_at: '2014-02-11 09:00:00',
      hierarchical: '督導',
      home_phone: '07-335-7788',
      mobile_phone01: '0955666777',
      mailing_address: '802 高雄市苓雅區四維三路 88 號 10 樓',
      residence_address: '802 高雄市苓雅區四維三路 88 號 10 樓',
      sales_territory_id: territory('05'),
      expiry_day: endOfThisYear,
      created_at: '2014-02-10 16:45:00',
      figures: {
        pv: 12400,
        team_pv: 186500,
        master_team_pv: 143200,
        pre_pv: 11800,
        pre_team_pv: 179300,
        pre_master_team_pv: 138800,
        accumulated_team_pv: 1034000,
        pre_accumulated_team_pv: 847500,
        cost_pv: 9600,
        tour_pv: 64000,
        pre_tour_pv: 52300,
        year_pv: 42100,
      },
    },
    {
      identity_card: 'C123456781',
      manage_id: 'M000004',
      name: '陳冠廷',
      birthday: '1990-05-17',
      email: 'guanting.chen@example.com.tw',
      hierarchical: '傳銷商',
      mobile_phone01: '0912345678',
      mailing_address: '330 桃園市桃園區中正路 520 號 3 樓',
      residence_address: '330 桃園市桃園區中正路 520 號 3 樓',
      sales_territory_id: territory('02'),
      expiry_day: endOfThisYear,
      created_at: '2025-09-01 10:00:00',
      figures: { pv: 0, team_pv: 0, year_pv: 0 },
    },
    {
      identity_card: 'D223456784',
      manage_id: 'M000005',
      name: '黃怡君',
      birthday: '1985-07-30',
      credit_audit: 'N',
      email: 'yijun.huang@example.com.tw',
      email_verified_at: '2020-05-06 13:10:00',
      hierarchical: '傳銷商',
      mobile_phone01: '0921456789',
      mailing_address: '700 臺南市中西區民生路二段 120 號',
      residence_address: '700 臺南市中西區民生路二段 120 號',
      sales_territory_id: territory('04'),
      expiry_day: endOfThisYear,
      created_at: '2020-05-05 15:30:00',
      figures: {
        pv: 1200,
        team_pv: 8600,
        pre_pv: 2100,
        pre_team_pv: 9400,
        accumulated_team_pv: 36200,
        pre_accumulated_team_pv: 27600,
        year_pv: 6400,
      },
    },
    {
      identity_card: 'E123456783',
      manage_id: 'M000006',
      name: '張家豪',
      birthday: '1969-01-12',
      exited_at: '2025-06-30 17:00:00',
      email: 'jiahao.chang@example.com.tw',
      email_verified_at: '2012-03-03 09:45:00',
      hierarchical: '傳銷商',
      mobile_phone01: '0937654321',
      mailing_address: '970 花蓮縣花蓮市中山路 210 號',
      residence_address: '970 花蓮縣花蓮市中山路 210 號',
      sales_territory_id: territory('01'),
      expiry_day: endOfThisYear,
      created_at: '2012-03-01 10:00:00',
      figures: { pv: 0, team_pv: 0, pre_pv: 0, year_pv: 0 },
    },
    {
      identity_card: 'F123456784',
      manage_id: 'M000007',
      name: '吳建宏',
      birthday: '1981-09-03',
      email: 'jianhong.wu@example.com.tw',
      email_verified_at: '2017-10-12 11:00:00',
      hierarchical: '傳銷商',
      mobile_phone01: '0918765432',
      mailing_address: '500 彰化縣彰化市中山路二段 88 號',
      residence_address: '500 彰化縣彰化市中山路二段 88 號',
      sales_territory_id: territory('03'),
      expiry_day: isoDate(lastDayOfMonth(subMonths(today, 2))),
      created_at: '2017-10-10 14:20:00',
      figures: {
        pv: 800,
        team_pv: 2400,
        pre_pv: 1100,
        pre_team_pv: 3000,
        accumulated_team_pv: 9800,
        pre_accumulated_team_pv: 7400,
        year_pv: 2350,
      },
    },
    {
      identity_card: 'G223456787',
      manage_id: 'M000008',
      name: '劉雅婷',
      birthday: '1995-12-24',
      email: null,
      hierarchical: '傳銷商',
      mobile_phone01: '0963123456',
      mailing_address: '220 新北市板橋區文化路一段 266 號 9 樓',
      residence_address: '220 新北市板橋區文化路一段 266 號 9 樓',
      sales_territory_id: territory('01'),
      expiry_day: endOfThisYear,
      created_at: '2022-06-18 19:05:00',
      figures: {
        pv: 3100,
        team_pv: 5200,
        pre_pv: 2600,
        pre_team_pv: 4100,
        accumulated_team_pv: 18600,
        pre_accumulated_team_pv: 13400,
        year_pv: 6200,
      },
    },
    // More distributors in good standing (people and one company): they shop every month. The e2e tests
    // shop as members they make for themselves (POST _dev/members, tests/e2e/fixtures.ts), not as these.
    ...[
      {
        identity_card: 'H123456786',
        manage_id: 'M000009',
        name: '蔡明哲',
        birthday: '1983-02-14',
        email: 'mingzhe.tsai@example.com.tw',
        mobile_phone01: '0932555111',
        barcode01: '/MZT2468',
        mailing_address: '300 新竹市東區光復路二段 101 號',
        territory: '02',
        created_at: '2020-03-09 14:20:00',
        year_pv: 9100,
      },
      {
        identity_card: 'J123456787',
        manage_id: 'M000010',
        name: '許雅惠',
        birthday: '1976-10-02',
        email: 'yahui.hsu@example.com.tw',
        mobile_phone01: '0935222333',
        barcode01: '/YHH1357',
        mailing_address: '402 臺中市南區復興路三段 50 號 6 樓',
        territory: '03',
        created_at: '2017-08-21 10:00:00',
        year_pv: 12400,
      },
      {
        identity_card: 'K123456788',
        manage_id: 'M000011',
        name: '鄭文傑',
        birthday: '1988-05-30',
        email: 'wenjie.cheng@example.com.tw',
        mobile_phone01: '0958666777',
        barcode01: null,
        mailing_address: '701 臺南市東區東門路二段 88 號',
        territory: '04',
        created_at: '2021-01-15 16:45:00',
        year_pv: 6800,
      },
      {
        identity_card: '28914569',
        manage_id: 'M000013',
        name: '永和堂生技有限公司',
        company_owner: '許永和',
        birthday: null,
        email: 'order@yonghetang.example.com.tw',
        mobile_phone01: '0987123456',
        barcode01: null,
        mailing_address: '802 高雄市苓雅區中正一路 120 號 5 樓',
        territory: '05',
        created_at: '2016-09-01 09:00:00',
        year_pv: 18600,
      },
      {
        identity_card: 'Q123456782',
        manage_id: 'M000015',
        name: '林冠宇',
        birthday: '1986-12-03',
        email: 'guanyu.lin@example.com.tw',
        mobile_phone01: '0961333444',
        barcode01: null,
        mailing_address: '407 臺中市西屯區市政路 386 號 5 樓',
        territory: '03',
        created_at: '2022-06-18 15:30:00',
        year_pv: 8800,
      },
      {
        identity_card: 'N123456780',
        manage_id: 'M000012',
        name: '周佩珊',
        birthday: '1991-07-07',
        email: 'peishan.chou@example.com.tw',
        mobile_phone01: '0970888999',
        barcode01: '/PSC9753',
        mailing_address: '104 臺北市中山區民生東路三段 20 號 4 樓',
        territory: '01',
        created_at: '2023-04-11 11:11:00',
        year_pv: 7300,
      },
      {
        identity_card: 'P123456781',
        manage_id: 'M000014',
        name: '蔡宗翰',
        birthday: '1985-03-21',
        email: 'tsunghan.tsai@example.com.tw',
        mobile_phone01: '0961222444',
        barcode01: null,
        mailing_address: '300 新竹市東區光復路二段 101 號',
        territory: '01',
        created_at: '2022-06-01 10:00:00',
        year_pv: 6500,
      },
      {
        identity_card: 'R123456783',
        manage_id: 'M000016',
        name: '王怡君',
        birthday: '1990-04-18',
        email: 'yijun.wang@example.com.tw',
        mobile_phone01: '0912777888',
        barcode01: null,
        mailing_address: '106 臺北市大安區復興南路一段 390 號 3 樓',
        territory: '01',
        created_at: '2023-02-20 10:30:00',
        year_pv: 7100,
      },
      {
        identity_card: 'S123456784',
        manage_id: 'M000017',
        name: '陳建宏',
        birthday: '1979-09-09',
        email: 'jianhong.chen@example.com.tw',
        mobile_phone01: '0928333555',
        barcode01: null,
        mailing_address: '640 雲林縣斗六市大學路三段 123 號',
        territory: '03',
        created_at: '2019-11-05 09:15:00',
        year_pv: 9600,
      },
      {
        identity_card: 'T123456785',
        manage_id: 'M000018',
        name: '黃淑芬',
        birthday: '1982-01-27',
        email: 'shufen.huang@example.com.tw',
        mobile_phone01: '0939444666',
        barcode01: null,
        mailing_address: '900 屏東縣屏東市自由路 527 號',
        territory: '05',
        created_at: '2021-08-30 14:00:00',
        year_pv: 6900,
      },
    ].map(({ territory: code, year_pv, mailing_address, ...person }) => ({
      ...person,
      email_verified_at: person.created_at,
      hierarchical: '傳銷商' as const,
      mailing_address,
      residence_address: mailing_address,
      sales_territory_id: territory(code),
      expiry_day: endOfNextYear,
      figures: { ...DISTRIBUTOR_MONTH_FIGURES, year_pv },
    })),
  ];

  const thisMonth = format(today, 'yyyyMM');
  const lastMonth = format(subMonths(today, 1), 'yyyyMM');

  for (const { figures, ...person } of people) {
    const notActivated = person.identity_card === 'C123456781';
    const [member] = await db
      .insert(members)
      .values({
        ...person,
        password_hash: notActivated ? await hashPassword('19900517') : demoHash,
        activated_at: notActivated ? null : person.created_at,
        updated_at: person.created_at,
      })
      .returning({ id: members.id });
    // Last month's row: what was "this month" then becomes the pre_* figures of this month.
    await db.insert(performances).values([
      {
        member_id: member.id,
        yyyymm: lastMonth,
        pv: figures.pre_pv ?? 0,
        team_pv: figures.pre_team_pv ?? 0,
        master_team_pv: figures.pre_master_team_pv ?? 0,
        accumulated_team_pv: figures.pre_accumulated_team_pv ?? 0,
        tour_pv: figures.pre_tour_pv ?? 0,
        tour_yyyymm: lastMonth,
        cost_pv: Math.round((figures.cost_pv ?? 0) * 0.9),
        year_pv: Math.max(0, (figures.year_pv ?? 0) - (figures.pv ?? 0)),
      },
      { member_id: member.id, yyyymm: thisMonth, tour_yyyymm: thisMonth, ...figures },
    ]);
  }

  const [a] = await db.select({ id: members.id }).from(members).where(eq(members.identity_card, 'A123456789'));
  await db
    .insert(generalAddresses)
    .values(DEMO_RECIPIENTS_OF_A.map((recipient) => ({ member_id: a.id, ...recipient })));

  // Renewal applications close at the end of next month (shown in the expiry reminders).
  await db.insert(renewalSettings).values({ renewal_expiry_date: isoDate(lastDayOfMonth(addMonths(today, 1))) });
}
