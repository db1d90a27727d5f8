import type { Db } from '../db/types';
import { offices, serviceBases } from '../db/schema';

const mapLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * Regional offices (sales territories, pickup points, invoice addresses) and the nationwide service bases.
 * County and city names always use 臺 (臺北市, 臺中市, 臺南市, 臺東縣), as the map of /service/stronghold does.
 */
export async function seedOffices(db: Db) {
  await db.insert(offices).values(
    [
      {
        code: '01',
        name: '臺北營業所',
        postal_code: '104',
        city: '臺北市',
        district: '中山區',
        address: '南京東路二段 100 號 3 樓',
        telephone: '02-2521-6688',
        fax: '02-2521-6699',
        operate: '週一至週六',
        operate_start: '09:00',
        operate_end: '18:00',
        is_fortune_use: 1,
      },
      {
        code: '02',
        name: '桃園營業所',
        postal_code: '330',
        city: '桃園市',
        district: '桃園區',
        address: '中正路 1071 號 2 樓',
        telephone: '03-355-6688',
        fax: '03-355-6699',
        operate: '週一至週五',
        operate_start: '09:00',
        operate_end: '18:00',
      },
      {
        code: '03',
        name: '臺中總公司',
        postal_code: '407',
        city: '臺中市',
        district: '西屯區',
        address: '臺灣大道三段 658 號 12 樓',
        telephone: '04-2358-6688',
        fax: '04-2358-6699',
        operate: '週一至週六',
        operate_start: '08:30',
        operate_end: '18:00',
        is_fortune_use: 1,
      },
      {
        code: '04',
        name: '臺南營業所',
        postal_code: '700',
        city: '臺南市',
        district: '中西區',
        address: '民生路二段 300 號 2 樓',
        telephone: '06-222-6688',
        fax: '06-222-6699',
        operate: '週一至週五',
        operate_start: '09:00',
        operate_end: '18:00',
      },
      {
        code: '05',
        name: '高雄營業所',
        postal_code: '802',
        city: '高雄市',
        district: '苓雅區',
        address: '四維三路 6 號 8 樓',
        telephone: '07-335-6688',
        fax: '07-335-6699',
        operate: '週一至週六',
        operate_start: '09:00',
        operate_end: '18:00',
        is_fortune_use: 1,
      },
      // A pickup point only: members cannot book performance to it.
      {
        code: '06',
        name: '花蓮服務處',
        postal_code: '970',
        city: '花蓮縣',
        district: '花蓮市',
        address: '中山路 350 號',
        telephone: '03-833-6688',
        fax: '03-833-6699',
        operate: '週一至週五',
        operate_start: '09:30',
        operate_end: '17:30',
        is_sales_territory_use: 0,
      },
    ].map((office, index) => ({
      ...office,
      sort: index + 1,
      url: mapLink(`${office.city}${office.district}${office.address}`),
    })),
  );

  await db.insert(serviceBases).values(
    [
      ['基隆服務站', '基隆市', '仁愛區', '愛三路 45 號', '02-2428-3366', '周美玲', '10:00', '18:00'],
      ['臺北大安服務站', '臺北市', '大安區', '復興南路一段 219 號 5 樓', '02-2706-1688', '張家豪', '09:30', '20:00'],
      ['新北板橋服務站', '新北市', '板橋區', '文化路一段 188 號 7 樓', '02-2968-5566', '吳佩珊', '09:30', '20:00'],
      ['新北三重服務站', '新北市', '三重區', '重新路四段 97 號', '02-2978-3322', '許文彬', '10:00', '19:00'],
      ['桃園中壢服務站', '桃園市', '中壢區', '中山路 120 號 3 樓', '03-425-7788', '林志偉', '09:30', '19:30'],
      ['新竹服務站', '新竹市', '東區', '光復路二段 295 號', '03-571-2233', '鄭雅文', '10:00', '18:30'],
      ['竹北服務站', '新竹縣', '竹北市', '光明六路 16 號', '03-558-6677', '劉建志', '10:00', '18:30'],
      ['苗栗服務站', '苗栗縣', '苗栗市', '中正路 766 號', '037-33-5566', '謝秀英', '09:00', '17:30'],
      ['臺中豐原服務站', '臺中市', '豐原區', '中正路 155 號 2 樓', '04-2526-3311', '蔡明宏', '09:30', '19:00'],
      ['彰化服務站', '彰化縣', '彰化市', '中山路二段 356 號', '04-723-8899', '楊淑惠', '09:00', '18:00'],
      ['南投草屯服務站', '南投縣', '草屯鎮', '太平路一段 88 號', '049-233-5566', '洪俊傑', '09:00', '17:30'],
      ['雲林斗六服務站', '雲林縣', '斗六市', '大學路一段 123 號', '05-532-7788', '黃美惠', '09:00', '17:30'],
      ['嘉義服務站', '嘉義市', '西區', '中山路 617 號', '05-222-9966', '陳冠宇', '09:30', '18:30'],
      ['臺南永康服務站', '臺南市', '永康區', '中華路 425 號', '06-312-5566', '李宗翰', '09:30', '19:00'],
      ['高雄鳳山服務站', '高雄市', '鳳山區', '光遠路 226 號', '07-746-3388', '王怡婷', '09:30', '19:30'],
      ['屏東服務站', '屏東縣', '屏東市', '自由路 520 號', '08-732-6655', '郭雅琪', '09:00', '18:00'],
      ['宜蘭羅東服務站', '宜蘭縣', '羅東鎮', '公正路 58 號', '03-954-2211', '游振宇', '09:00', '18:00'],
      ['花蓮吉安服務站', '花蓮縣', '吉安鄉', '中山路三段 258 號', '03-853-7788', '潘美玉', '09:00', '17:30'],
      ['臺東服務站', '臺東縣', '臺東市', '中華路一段 350 號', '089-32-6688', '高志明', '09:00', '17:30'],
      ['澎湖服務站', '澎湖縣', '馬公市', '中正路 30 號', '06-927-2288', '蔡宛真', '09:00', '17:00'],
    ].map(([name, city, district, address, telephone, contact_person, open_time, close_time], index) => ({
      sort: index + 1,
      name,
      city,
      district,
      address,
      telephone,
      contact_person,
      open_time,
      close_time,
      url: mapLink(`${city}${district}${address}`),
    })),
  );
}
