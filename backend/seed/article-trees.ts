import type { Db } from '../db/types';
import { articles } from '../db/schema';
import { syncIdSequence } from './ids';
import { seedImage } from './images';

type Node = { id: number; title: string; content: string; children?: Node[] };
type Section = (typeof articles.$inferInsert)['section'];

const p = (...paragraphs: string[]) =>
  paragraphs.map((text) => (text.startsWith('<') ? text : `<p>${text}</p>`)).join('');

/**
 * The about / join / service trees. Ids are fixed because pages link to them: the cart's free-shipping
 * reminder links to /service/1/8, so service article 1 holds the shopping guide and its child 8 explains
 * shipping fees. Top-level articles become routes, their children sub-routes, grandchildren panels.
 */
export async function seedArticleTrees(db: Db) {
  const rows: (typeof articles.$inferInsert)[] = [];
  const visit = (section: Section, nodes: Node[], parentId: number | null) => {
    nodes.forEach((node, index) => {
      const isTop = parentId === null;
      rows.push({
        id: node.id,
        section,
        parent_id: parentId,
        sort: index + 1,
        title: node.title,
        content: node.content,
        index_title: node.title,
        banner: isTop
          ? seedImage(`articles/${section}-${node.id}-banner.png`, {
              width: 1920,
              height: 400,
              motif: `${node.title} 橫幅`,
            })
          : null,
      });
      visit(section, node.children ?? [], node.id);
    });
  };
  visit('service', serviceTree, null);
  visit('about', aboutTree, null);
  visit('join', joinTree, null);
  rows.push({
    id: 90,
    section: 'about',
    title: '（停用）舊版公司簡介',
    content: p('本頁已停用。'),
    status: 0,
    sort: 99,
  });
  await db.insert(articles).values(rows);
  await syncIdSequence(db, articles);
}

const serviceTree: Node[] = [
  {
    id: 1,
    title: '購物說明',
    content: p('網路購物平台僅提供東震會員使用，登入後即可將商品加入購物車並完成訂購。'),
    children: [
      {
        id: 2,
        title: '購物流程',
        content: p(
          '購物流程共五個步驟：確認購物清單、填寫資料、選擇付款方式、預覽訂單，最後送出訂單。',
          '送出後可於「會員專區 > 訂單查詢」查看訂單狀態。',
        ),
      },
      {
        id: 3,
        title: '付款方式',
        content: p('本平台提供台新信用卡、一般信用卡、銀聯卡與 ATM 轉帳四種付款方式。'),
        children: [
          { id: 20, title: '信用卡付款', content: p('信用卡付款將導向銀行安全付款頁面，完成授權後訂單即成立。') },
          {
            id: 21,
            title: 'ATM 轉帳',
            content: p('選擇 ATM 轉帳時，請選定匯款日並填寫匯款帳號末五碼，於匯款日當天完成轉帳。'),
          },
        ],
      },
      {
        id: 4,
        title: '信用卡分期說明',
        content: p(
          '單筆訂單滿 NT$3,000 可分 3 期、滿 NT$10,000 可分 6 期、滿 NT$25,000 可分 9 期。',
          '購物車內全為開運商品時，可選擇指定銀行信用卡 12 期分期；一般商品與開運商品混合訂購時無法使用 12 期分期。',
        ),
      },
      {
        id: 5,
        title: '電子發票說明',
        content: p(
          '本公司採用電子發票，您可選擇會員載具、手機條碼載具，或捐贈發票給公益團體。',
          '公司戶會員可指定發票寄送地址或營業所自取。',
        ),
      },
      {
        id: 6,
        title: '退換貨須知',
        content: p(
          '一般商品享有七日猶豫期，退回時請保持商品與包裝完整。',
          '開運商品為個人化訂製商品，一經製作恕不接受退換貨。',
        ),
      },
      {
        id: 7,
        title: '配送與取貨',
        content: p(
          '宅配到府約 3 至 5 個工作天送達；選擇營業所自取者，商品到達後將以簡訊通知。',
          '開運商品製作期約 2 至 3 週，完成後隨即出貨。',
        ),
      },
      {
        id: 8,
        title: '運費與免運說明',
        content: p(
          '單筆訂單金額滿 <strong>NT$5,000</strong>，臺灣本島免運費；離島地區（澎湖、金門、馬祖、綠島、蘭嶼、小琉球等）滿 <strong>NT$10,000</strong> 免運費。',
          '<table><thead><tr><th>地區</th><th>運費</th><th>免運門檻</th></tr></thead><tbody>' +
            '<tr><td>臺灣本島</td><td>NT$100</td><td>NT$5,000</td></tr>' +
            '<tr><td>澎湖、綠島</td><td>NT$200</td><td>NT$10,000</td></tr>' +
            '<tr><td>金門、馬祖、蘭嶼、小琉球及其他離島</td><td>NT$250</td><td>NT$10,000</td></tr>' +
            '</tbody></table>',
          '部分商品另訂有單品免運數量，購買達該數量時亦可免運。聚寶盆等易碎商品無法配送至離島地址。',
        ),
      },
    ],
  },
  {
    id: 9,
    title: '常見問題',
    content: p('整理會員最常詢問的問題，若仍有疑問，歡迎透過「聯絡我們」與客服人員聯繫。'),
    children: [
      {
        id: 10,
        title: '會員相關',
        content: p('會員帳號、密碼與資料的常見問題。'),
        children: [
          {
            id: 11,
            title: '如何首次登入？',
            content: p(
              '請點選「首次登入」，輸入身分證字號與預設密碼（西元生日 8 碼），並完成手機簡訊驗證後設定新密碼。',
            ),
          },
          {
            id: 12,
            title: '忘記密碼怎麼辦？',
            content: p('請點選「忘記密碼」，輸入身分證字號或統一編號，系統將發送簡訊驗證碼至您登記的手機。'),
          },
          {
            id: 13,
            title: '如何變更業績地區？',
            content: p('請至「會員專區 > 常用地址」上方選擇業績地區，儲存後即生效。'),
          },
        ],
      },
      {
        id: 14,
        title: '訂單相關',
        content: p('訂單查詢與取消的常見問題。'),
        children: [
          {
            id: 15,
            title: '如何查詢訂單？',
            content: p('登入後至「會員專區 > 訂單查詢」，可依日期區間查詢訂單與出貨狀態。'),
          },
          {
            id: 16,
            title: '訂單可以取消嗎？',
            content: p('ATM 付款之訂單於「已付款未出貨」前、其他付款方式之訂單於「備貨中」前，可於訂單明細頁取消。'),
          },
        ],
      },
      {
        id: 17,
        title: '開運商品相關',
        content: p('開運商品訂製的常見問題。'),
        children: [
          { id: 18, title: '開運商品製作需要多久？', content: p('開運商品依您的命盤個別訂製，製作期約 2 至 3 週。') },
          {
            id: 19,
            title: '戒圍如何測量？',
            content: p('可至各營業所以戒圍量尺測量，或以細繩環繞手指一圈後對照戒圍表，戒圍提供 3 號至 17.5 號。'),
          },
        ],
      },
    ],
  },
];

const aboutTree: Node[] = [
  {
    id: 30,
    title: '關於東震',
    content: p('東震股份有限公司總部位於臺中，長期深耕健康與開運生活領域，以「健康、開運、分享」為核心理念。'),
    children: [
      {
        id: 31,
        title: '公司簡介',
        content: p(
          '東震以優質保健食品與生活用品起家，並結合傳統八字命理推出個人化開運商品，服務遍及全臺。',
          '透過各地營業所與服務據點，東震提供會員即時、貼心的在地服務。',
        ),
      },
      {
        id: 32,
        title: '經營理念',
        content: p(
          '<ul><li>健康：嚴選原料，讓每一位使用者安心。</li><li>開運：以命理智慧協助會員認識自己、掌握機會。</li><li>分享：以誠信分享好產品，創造共好的事業平台。</li></ul>',
        ),
      },
      {
        id: 33,
        title: '發展沿革',
        content: p('東震一路走來，始終與會員夥伴一同成長。'),
        children: [
          { id: 34, title: '草創時期', content: p('於臺中成立第一家營業所，以保健食品為主要商品。') },
          { id: 35, title: '成長時期', content: p('陸續於臺北、桃園、臺南、高雄設立營業所，並推出八字命理課程。') },
          { id: 36, title: '數位時期', content: p('啟用網路購物平台與電子月刊，會員可隨時隨地訂購與閱讀。') },
        ],
      },
    ],
  },
  {
    id: 37,
    title: '品質保證',
    content: p('每一項東震商品都經過嚴格的品質管理流程。'),
    children: [
      { id: 38, title: '產品研發', content: p('研發團隊與國內合格工廠合作，從配方設計到包裝均依法規辦理。') },
      {
        id: 39,
        title: '品質檢驗',
        content: p('原料與成品皆委託第三方檢驗機構進行檢驗。'),
        children: [
          { id: 40, title: '原料檢驗', content: p('原料進廠時檢驗重金屬、微生物與農藥殘留。') },
          { id: 41, title: '成品檢驗', content: p('成品出廠前逐批抽驗，合格後方可上架販售。') },
        ],
      },
    ],
  },
];

const joinTree: Node[] = [
  {
    id: 50,
    title: '加入東震',
    content: p('歡迎認同東震理念的您加入我們，一起分享健康與好運。'),
    children: [
      {
        id: 51,
        title: '入會資格',
        content: p('年滿 20 歲之中華民國國民，或依法設立之公司行號，經推薦人推薦即可申請入會。'),
      },
      {
        id: 52,
        title: '入會流程',
        content: p('入會共三個步驟：填寫申請書、繳交文件、完成首次登入。'),
        children: [
          {
            id: 53,
            title: '準備文件',
            content: p('身分證正反面影本、本人金融帳戶存摺封面影本；公司行號另附設立登記文件。'),
          },
          { id: 54, title: '辦理地點', content: p('請攜帶文件至全臺各營業所辦理，營業所地址請參閱「服務據點」。') },
          { id: 55, title: '首次登入', content: p('入會完成後，請至會員專區「首次登入」設定您的密碼。') },
        ],
      },
      {
        id: 56,
        title: '獎金制度',
        content: p(
          '東震獎金制度依個人 PV 與組織 PV 計算。每月個人 PV 未達 4,000 者，當月無法領取獎金；堂主當月合格組織 PV 未達 60,000 者，無法領取領導獎金。',
        ),
      },
      {
        id: 57,
        title: '續約說明',
        content: p('年度累計 PV 達 6,000 者，傳銷權有效期限自動延長至次年年底；未達者請於續約期限前至營業所辦理續約。'),
      },
    ],
  },
  {
    id: 58,
    title: '創業說明會',
    content: p('想更了解東震事業？歡迎參加各地營業所舉辦的創業說明會。'),
    children: [
      { id: 59, title: '說明會場次', content: p('說明會於每週三晚間舉行，詳細時間與地點請參考網站行事曆。') },
      { id: 60, title: '報名方式', content: p('請洽您的推薦人或各營業所報名，現場亦開放候補。') },
    ],
  },
];
