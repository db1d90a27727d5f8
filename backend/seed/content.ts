import type { Db } from '../db/types';
import { announcements } from '../db/schema';
import { seedArticleTrees } from './article-trees';
import { seedCalendar } from './dates';
import { seedEbooks } from './ebooks';
import { seedImage } from './images';

type Announcement = typeof announcements.$inferInsert;
type Paragraphs = string[];

const html = (paragraphs: Paragraphs) =>
  paragraphs.map((text) => (text.startsWith('<') ? text : `<p>${text}</p>`)).join('');

/** Column, bulletins, promotions and travel news; the about / join / service trees; the monthly e-books. */
export async function seedContent(db: Db) {
  const when = seedCalendar();
  const rows: Announcement[] = [
    ...bossArticles.map(([title, paragraphs], index) => ({
      kind: 'boss' as const,
      title,
      content: html(paragraphs),
      index_title: title,
      sort: index + 1,
      // Two columns a month, the newest first in the list.
      published_at: when.at(-(bossArticles.length - 1 - index) * 15 - 2, '10:00:00'),
      prefix_time: '總經理 陳正雄',
      updated_user: '總經理室 張淑芬',
    })),
    ...bulletins.map(([title, paragraphs, status], index) => ({
      kind: 'bulletin' as const,
      title,
      content: html(paragraphs),
      status,
      index_title: title,
      sort: index + 1,
      is_notifiable: index === bulletins.length - 1 ? 1 : 0,
      published_at: when.at(-(bulletins.length - 1 - index) * 9 - 1, '09:00:00'),
      updated_user: '管理部 黃志明',
    })),
    ...promotions.map(([title, paragraphs, status, slug], index) => ({
      kind: 'news' as const,
      title,
      content: html(paragraphs),
      status,
      index_title: title,
      sort: index + 1,
      image: seedImage(`news/${slug}.png`, { width: 800, height: 600, motif: `${title} 活動圖` }),
      published_at: when.at(-(promotions.length - 1 - index) * 6 - 1, '10:00:00'),
      // The first four announce the seeded activities and end with them.
      finished_at: index < 4 ? when.at(50, '23:59:59') : null,
      updated_user: '行銷部 林雅婷',
    })),
    ...travels.map(([title, paragraphs, status, slug], index) => ({
      kind: 'travel' as const,
      title,
      content: html(paragraphs),
      status,
      index_title: title,
      sort: index + 1,
      image: seedImage(`travels/${slug}.png`, { width: 800, height: 600, motif: `${title} 旅遊照` }),
      prefix_time: '旅遊獎勵',
      published_at: when.at(-(travels.length - 1 - index) * 20 - 3, '10:00:00'),
      updated_user: '業務部 李冠廷',
    })),
  ];
  await db.insert(announcements).values(rows);

  await seedArticleTrees(db);
  await seedEbooks(db);
}

const bossArticles: [string, Paragraphs][] = [
  [
    '新的一年，從照顧自己開始',
    [
      '各位東震的夥伴，大家好！新的一年到來，我想先請大家做一件事：好好照顧自己。',
      '我們常說「健康是 1，其他都是後面的 0」。唯有身體健康，事業與家庭才能長長久久。今年公司將持續舉辦健康講座，也歡迎大家帶著家人一同參加。',
      '祝福大家新年平安、身體健康、事業興旺！',
    ],
  ],
  [
    '分享的力量',
    [
      '直銷事業的本質是分享。當您真心使用、真心喜歡一項產品，自然會想和身邊的人分享。',
      '分享不是推銷，而是把好的東西帶給在乎的人。請大家記得：先成為產品的見證者，再成為產品的分享者。',
    ],
  ],
  [
    '春耕的季節',
    [
      '農夫在春天播種，秋天才能收成。事業也是一樣，每一次拜訪、每一場說明會，都是在為未來播下種子。',
      '不必急於看見成果，只要方向正確、持續耕耘，時間會給我們最好的答案。',
    ],
  ],
  [
    '談「誠信」二字',
    [
      '東震創立至今，始終把「誠信」放在第一位。對顧客誠實介紹產品功效，不誇大、不保證；對夥伴誠實說明制度，不畫大餅。',
      '<blockquote>誠信是最慢的捷徑，卻是最穩的道路。</blockquote>',
      '請大家和公司一起守護這塊招牌。',
    ],
  ],
  [
    '從八字看見自己的優勢',
    [
      '許多夥伴問我，為什麼東震要推廣八字命理課程？其實命理不是宿命，而是一面鏡子，幫助我們認識自己的個性與優勢。',
      '了解自己，才能找到最適合的經營方式。歡迎大家報名本季的八字入門課程，課程時間請參考行事曆。',
    ],
  ],
  [
    '感謝每一位在第一線的夥伴',
    [
      '上個月公司業績再創新高，這份成績屬於每一位在第一線努力的夥伴。',
      '也感謝各營業所的同仁，在結算期間加班協助出貨。因為有你們，東震才能穩健前進。',
    ],
  ],
  [
    '夏季養生小叮嚀',
    [
      '炎炎夏日，請大家多補充水分、避免長時間曝曬，也別忘了規律作息。',
      '<ul><li>每天至少喝 2,000 毫升的水</li><li>少冰飲、多溫開水</li><li>晚上 11 點前就寢</li></ul>',
      '身體照顧好了，才有力氣衝刺下半年的目標。',
    ],
  ],
  [
    '團隊的溫度',
    [
      '一個團隊能走多遠，看的不是最強的那個人，而是大家願不願意互相扶持。',
      '請資深夥伴多花一點時間陪伴新人，也請新夥伴勇敢提問。東震是一個大家庭，沒有人需要獨自面對困難。',
    ],
  ],
  [
    '數位轉型，服務不打烊',
    [
      '為了讓夥伴們訂購更方便，公司持續優化網路購物平台，現在可以在手機上完成下單、查詢訂單與業績。',
      '未來我們也會加入更多線上服務，讓大家隨時隨地都能經營事業。',
    ],
  ],
  [
    '中秋團圓話感恩',
    [
      '中秋是團圓的節日，也是感恩的時刻。感謝家人的支持，讓我們能安心打拚；感謝夥伴的信任，讓我們一起成長。',
      '祝福大家中秋佳節愉快，闔家團圓。',
    ],
  ],
  [
    '年終衝刺，穩中求進',
    [
      '進入第四季，請大家留意年度累計 PV 的進度。年度累計達 6,000 PV 者，傳銷權有效期限將自動延長至次年年底。',
      '衝刺之餘也請量力而為，穩穩地走，才能走得長遠。',
    ],
  ],
  [
    '回顧與展望',
    [
      '回顧這一年，我們一起經歷了許多挑戰，也一起創造了許多感動。',
      '展望新的一年，公司將推出更多優質商品與教育課程，與大家一同邁向下一個里程碑。謝謝大家！',
    ],
  ],
];

const bulletins: [string, Paragraphs, number][] = [
  [
    '營業所春節營業時間公告',
    [
      '春節期間各營業所營業時間調整如下，除夕至初三公休，初四起恢復正常營業。',
      '網路購物平台照常開放，惟訂單將於初四起依序出貨。',
    ],
    1,
  ],
  [
    '會員資料變更作業調整',
    ['即日起，會員之電子信箱可於「會員專區 > 會員資料」自行修改；其餘資料（如地址、電話）請洽各營業所或客服專線辦理。'],
    1,
  ],
  [
    '個人資料保護政策更新',
    ['本公司依個人資料保護法修訂隱私權政策，新增電子發票載具相關說明，詳細內容請參閱會員條款。'],
    1,
  ],
  [
    'ATM 轉帳付款注意事項',
    [
      '以 ATM 轉帳付款者，請於選擇之匯款日當天完成轉帳，並正確填寫匯款帳號末五碼，以利財務部門核對。',
      '逾期未完成付款之訂單，系統將自動取消。',
    ],
    1,
  ],
  [
    '結算期間暫停訂購說明',
    ['每月結算作業期間，網路購物將暫停受理訂購，結算完成後立即恢復。結算時間請參考網站行事曆。'],
    1,
  ],
  [
    '年度續約作業開始受理',
    ['年度續約作業即日起開始受理，請尚未達年度累計 6,000 PV 之會員，於續約期限前至各營業所辦理續約手續。'],
    1,
  ],
  // Withdrawn draft: its page redirects to the newest bulletin.
  ['（草稿）新版會員卡換發作業', ['會員卡換發作業細節確認中，正式公告請以網站最新消息為準。'], 0],
];

const promotions: [string, Paragraphs, number, string][] = [
  [
    '滿額贈：每滿 3,000 PV 送好禮',
    ['活動期間內，單筆訂單每滿 3,000 PV 即贈送精選好禮一份，每筆訂單最多贈送 3 份，送完為止。'],
    1,
    'fixed-pv-gift',
  ],
  [
    'PV 區間好禮：購物越多送越好',
    ['單筆訂單 PV 達 2,000、5,000、10,000 分別可獲得不同等級的好禮，數量有限，送完為止。'],
    1,
    'range-pv-gift',
  ],
  [
    '指定商品買二送一，贈品任您選',
    ['購買指定保健商品任兩件，即可自選贈品一份。贈品選擇請於購物車頁面完成。'],
    1,
    'product-gift',
  ],
  [
    '紅包抽獎：滿 5,000 PV 抽好禮',
    ['單筆訂單每滿 5,000 PV 可獲得一次抽獎機會，於訂單完成頁面開啟紅包，即可得知獲得的贈品。'],
    1,
    'raffle',
  ],
  ['新會員首購禮', ['新加入之會員首次於網路購物平台訂購，即贈送東震月刊精美書籤組一套。'], 1, 'first-order'],
  [
    '會員感恩回饋：指定保養組合九折',
    ['感謝會員長期支持，指定保養品組合享會員價九折優惠，數量有限，售完為止。'],
    1,
    'member-thanks',
  ],
  // Cancelled before it started: hidden from the list.
  ['（已取消）夏季限定團購', ['本活動因商品供貨因素取消，造成不便敬請見諒。'], 0, 'summer-group-buy'],
];

const travels: [string, Paragraphs, number, string][] = [
  [
    '年度旅遊獎勵：日本北海道五日遊',
    [
      '年度旅遊積分達標之夥伴，將招待前往北海道五日遊，行程包含札幌、小樽、富良野與登別溫泉。',
      '出發日期與報名方式，將另行通知達標夥伴。',
    ],
    1,
    'hokkaido',
  ],
  [
    '國內旅遊：花東縱谷慢活三日遊',
    ['帶著家人一起走訪花東縱谷，體驗池上稻田、鹿野高台熱氣球與瑞穗溫泉。'],
    1,
    'hualien-taitung',
  ],
  ['海外研習：新加坡企業參訪', ['前往新加坡參訪當地優秀企業，學習國際化經營與團隊管理經驗。'], 1, 'singapore'],
  ['旅遊積分計算方式說明', ['旅遊積分依每月個人 PV 與組織 PV 計算，累計期間與達標門檻請參閱旅遊辦法。'], 1, 'points'],
  // Postponed: status 2 keeps it out of the list.
  ['（延期）澎湖花火節之旅', ['因天候因素，澎湖花火節之旅延期辦理，新日期確定後將另行公告。'], 2, 'penghu'],
];
