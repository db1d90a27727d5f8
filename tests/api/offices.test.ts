import { call, withFreshDatabase } from '../support/api';

withFreshDatabase();

/** Taiwan's 22 counties and cities as the service-base map names them (臺, never 台). */
const COUNTIES = [
  '基隆市',
  '臺北市',
  '新北市',
  '桃園市',
  '新竹市',
  '新竹縣',
  '苗栗縣',
  '臺中市',
  '彰化縣',
  '南投縣',
  '雲林縣',
  '嘉義市',
  '嘉義縣',
  '臺南市',
  '高雄市',
  '屏東縣',
  '宜蘭縣',
  '花蓮縣',
  '臺東縣',
  '澎湖縣',
  '金門縣',
  '連江縣',
];

type Office = {
  id: number;
  name: string;
  code: string;
  postal_code: string;
  city: string;
  district: string;
  address: string;
  telephone: string;
  is_sales_territory_use: number;
  is_fortune_use: number;
};
type Base = {
  city: string;
  district: string;
  address: string;
  telephone: string;
  open_time: string;
  close_time: string;
  url: string;
};

describe('offices', () => {
  it('lists the regional offices with postal codes, Taiwanese cities and usage flags', async () => {
    const { status, json } = await call('GET', 'offices');
    expect(status).toBe(200);
    const offices: Office[] = json.data;
    expect(offices.length).toBeGreaterThanOrEqual(5);
    for (const office of offices) {
      expect(office.postal_code).toMatch(/^\d{3}$/);
      expect(COUNTIES).toContain(office.city);
      expect(office.telephone).toMatch(/^0\d{1,3}-\d{3,4}-\d{4}$/);
    }
    expect(offices.some((office) => office.is_sales_territory_use === 1)).toBe(true);
    expect(offices.some((office) => office.is_sales_territory_use === 0)).toBe(true);
    expect(offices.some((office) => office.is_fortune_use === 1)).toBe(true);
    expect(new Set(offices.map((office) => office.code)).size).toBe(offices.length);
    expect(offices.map((office) => office.code)).not.toContain('51');
  });

  it('answers one office by id, and 404 with a message for an unknown id', async () => {
    const [first] = (await call('GET', 'offices')).json.data;
    expect((await call('GET', `offices/${first.id}`)).json.data).toEqual(first);
    const missing = await call('GET', 'offices/99999');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('查無此營業所');
  });
});

describe('service bases', () => {
  it('spreads the bases over at least ten counties and cities named as on the map, with opening hours', async () => {
    const { status, json } = await call('GET', 'service-bases');
    expect(status).toBe(200);
    const bases: Base[] = json.data;
    expect(new Set(bases.map((base) => base.city)).size).toBeGreaterThanOrEqual(10);
    for (const base of bases) {
      expect(COUNTIES).toContain(base.city);
      expect(base.open_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      expect(base.open_time < base.close_time).toBe(true);
      expect(base.url).toMatch(/^https:\/\//);
    }
  });
});
