import { format } from 'date-fns';
import type { Db } from '../db/types';
import {
  antifrauds,
  browseCounts,
  contacts,
  imageBanners,
  indexBanners,
  loginPops,
  marquees,
  navbars,
  seoMetas,
  systemImages,
  systemRights,
  terms,
  videoResources,
} from '../db/schema';
import { seedCalendar } from './dates';
import { seedImage } from './images';

/** Site-wide content: logo and icons, footer rights, SEO, menu, banners, marquees, notices, terms, counter. */
export async function seedSite(db: Db) {
  const when = seedCalendar();

  await db.insert(systemImages).values([
    {
      sort: 0,
      title: '網站標誌',
      image: seedImage('system/logo.png', { width: 360, height: 96, motif: '東震 logo' }),
      image_title: '東震股份有限公司',
      image_alt: '東震 TOCIN 標誌',
    },
    {
      sort: 1,
      title: '頁尾標誌',
      image: seedImage('system/footer-logo.png', { width: 300, height: 80, motif: '東震 footer logo' }),
      image_title: '東震股份有限公司',
      image_alt: '東震頁尾標誌',
    },
    {
      sort: 2,
      title: '分享預覽圖',
      image: seedImage('system/og-image.png', { width: 1200, height: 630, motif: '東震 share image' }),
      image_title: '東震 健康與開運生活',
      image_alt: '東震分享預覽圖',
    },
    {
      sort: 3,
      title: '網站圖示',
      image: seedImage('system/site-icon.png', { width: 512, height: 512, motif: '東震 site icon' }),
      image_title: '東震',
      image_alt: '東震網站圖示',
    },
    {
      sort: 4,
      title: '小標誌',
      image: seedImage('system/logo-small.png', { width: 160, height: 160, motif: '東震 small logo' }),
      image_title: '東震',
      image_alt: '東震小標誌',
    },
  ]);

  await db.insert(systemRights).values({
    address: '407 臺中市西屯區臺灣大道三段 658 號 12 樓',
    telphone: '04-2358-6688',
    fax: '04-2358-6699',
    email: 'service@tocin.com.tw',
    declare:
      'Copyright © 東震股份有限公司 版權所有，未經授權請勿轉載。本網站所載商品之功效說明僅供參考，不代表醫療行為。',
    link_fb: 'https://www.facebook.com/tocin.tw',
    link_line: 'https://line.me/R/ti/p/@tocin',
    link_youtube: 'https://www.youtube.com/@tocin-tw',
    link_ig: 'https://www.instagram.com/tocin.tw',
    link_wechat: 'https://weixin.qq.com/r/tocin-tw',
    link_twitter: 'https://x.com/tocin_tw',
  });

  await db.insert(seoMetas).values({
    title: '東震股份有限公司',
    keyword: '東震,TOCIN,直銷,健康食品,保健,開運商品,八字,命理,開運手鍊,東震月刊',
    description:
      '東震股份有限公司以「健康、開運、分享」為本，提供優質保健食品、生活用品與結合八字命理的開運商品，並以完善的會員制度陪伴每一位事業夥伴成長。',
    author: '東震股份有限公司',
  });

  await seedMenu(db);

  await db.insert(imageBanners).values([
    {
      sort: 1,
      image: seedImage('banners/index-1.png', { width: 1920, height: 640, motif: '年度健康講座 首頁輪播' }),
      image_title: '健康開運 好運一整年',
      image_alt: '東震年度健康開運講座',
      url: '/news/activity',
      is_index_use: 1,
      published_at: when.at(-60, '00:00:00'),
      updated_user: '行銷部 林雅婷',
    },
    {
      sort: 2,
      image: seedImage('banners/index-2.png', { width: 1920, height: 640, motif: '東震月刊 首頁輪播' }),
      image_title: '東震月刊 最新一期上架',
      image_alt: '東震月刊最新一期',
      url: '/sound/monthly',
      is_index_use: 1,
      published_at: when.at(-30, '00:00:00'),
      updated_user: '行銷部 林雅婷',
    },
    {
      sort: 3,
      image: seedImage('banners/index-3.png', { width: 1920, height: 640, motif: '開運手鍊 首頁輪播' }),
      image_title: '本命開運手鍊 量身訂製',
      image_alt: '本命開運手鍊',
      url: '/product/list',
      is_index_use: 1,
      is_product_use: 1,
      published_at: when.at(-20, '00:00:00'),
      updated_user: '商品部 陳建宏',
    },
    {
      sort: 4,
      image: seedImage('banners/index-4.png', { width: 1920, height: 640, motif: '防詐騙宣導 首頁輪播' }),
      image_title: '防詐騙宣導',
      image_alt: '東震提醒您小心詐騙',
      url: '/scam',
      is_index_use: 1,
      published_at: when.at(-90, '00:00:00'),
      updated_user: '客服部 王怡君',
    },
    {
      sort: 1,
      image: seedImage('banners/product-1.png', { width: 1920, height: 480, motif: '保健食品 商品輪播' }),
      image_title: '日常保健 從現在開始',
      image_alt: '東震保健食品系列',
      url: '/product/list',
      is_product_use: 1,
      published_at: when.at(-45, '00:00:00'),
      updated_user: '商品部 陳建宏',
    },
    {
      sort: 2,
      image: seedImage('banners/product-2.png', { width: 1920, height: 480, motif: '居家生活 商品輪播' }),
      image_title: '居家生活 清新自在',
      image_alt: '東震居家生活系列',
      url: '/product/list',
      is_product_use: 1,
      published_at: when.at(-45, '00:00:00'),
      updated_user: '商品部 陳建宏',
    },
    // Ended last month: kept for the record, never listed.
    {
      sort: 9,
      image: seedImage('banners/index-expired.png', { width: 1920, height: 640, motif: '已結束活動 首頁輪播' }),
      image_title: '中秋感恩回饋（已結束）',
      image_alt: '中秋感恩回饋',
      url: '/news/activity',
      is_index_use: 1,
      published_at: when.at(-120, '00:00:00'),
      finished_at: when.at(-35, '00:00:00'),
      updated_user: '行銷部 林雅婷',
    },
  ]);

  await db.insert(marquees).values([
    { sort: 1, content: '本月結算日前請完成訂購，以免影響您的業績計算。', is_index_use: 1, published_at: when.at(-30) },
    {
      sort: 2,
      content: '東震提醒您：本公司不會以電話要求您操作 ATM 或解除分期付款，如有疑問請撥客服專線 04-2358-6688。',
      is_index_use: 1,
      is_product_use: 1,
      published_at: when.at(-90),
    },
    {
      sort: 3,
      content: '全館單筆訂單滿 NT$5,000 臺灣本島免運費，離島滿 NT$10,000 免運費。',
      is_product_use: 1,
      published_at: when.at(-90),
    },
    {
      sort: 4,
      content: '開運商品為個人化訂製，製作期約 2 至 3 週，敬請耐心等候。',
      is_product_use: 1,
      published_at: when.at(-60),
    },
  ]);

  await db.insert(indexBanners).values([
    {
      sort: 1,
      image: seedImage('index-banners/health.png', { width: 960, height: 540, motif: '健康生活 首頁區塊' }),
      image_alt: '健康生活',
      image_title: '健康生活',
      content1: '健康是一切的根本',
      content2: '嚴選原料、層層把關，讓全家人安心吃出好氣色。',
    },
    {
      sort: 2,
      image: seedImage('index-banners/fortune.png', { width: 960, height: 540, motif: '開運人生 首頁區塊' }),
      image_alt: '開運人生',
      image_title: '開運人生',
      content1: '好運由自己掌握',
      content2: '結合八字命理與五行配置，為您量身打造專屬的開運好物。',
    },
    {
      sort: 3,
      image: seedImage('index-banners/career.png', { width: 960, height: 540, motif: '事業夥伴 首頁區塊' }),
      image_alt: '事業夥伴',
      image_title: '事業夥伴',
      content1: '分享就是事業',
      content2: '完善的教育訓練與獎金制度，陪您一步一步圓夢。',
    },
  ]);

  await db.insert(antifrauds).values({
    title: '防詐騙宣導',
    content: [
      '<h2>東震提醒您：小心詐騙！</h2>',
      '<p>近來詐騙集團常假冒購物網站或物流業者，以「訂單設定錯誤」、「重複扣款」、「誤設為分期付款」等理由來電，要求您操作 ATM 或提供信用卡資料。</p>',
      '<p><strong>東震股份有限公司絕對不會</strong>：</p>',
      '<ul>',
      '<li>以電話要求您前往 ATM 操作或解除分期付款設定。</li>',
      '<li>要求您提供信用卡卡號、有效期限或背面末三碼。</li>',
      '<li>要求您購買遊戲點數或以網路銀行轉帳「退款」。</li>',
      '</ul>',
      '<p>接到可疑電話時，請立即掛斷，並撥打 <strong>165 反詐騙諮詢專線</strong> 或本公司客服專線 <strong>04-2358-6688</strong>（週一至週五 09:00–18:00）查證。</p>',
    ].join(''),
  });

  await db.insert(videoResources).values([
    {
      title: '東震年度影片',
      video: 'https://www.youtube.com/embed/tocin-annual-2025',
      video_alt: '東震年度回顧影片：感謝每一位夥伴的同行',
    },
    {
      title: '續約說明影片',
      video: 'https://www.youtube.com/embed/tocin-renewal-guide',
      video_alt: '如何辦理傳銷權續約：三分鐘看懂續約流程',
    },
  ]);

  await db.insert(loginPops).values([
    {
      title: '會員公告',
      type: 'text',
      status: 1,
      content:
        '<p>親愛的會員您好：請留意您的傳銷權有效期限，年度累計 PV 達 6,000 即可自動延長至次年年底；未達標準者，請於續約期限前至各營業所辦理續約。</p>',
    },
    {
      // Time-limited notice (status 2): shown only within its window; the content names the video to play.
      title: '續約說明影片',
      type: 'video',
      status: 2,
      content: '續約說明影片',
      published_at: when.at(-7, '00:00:00'),
      finished_at: when.at(21, '23:59:59'),
    },
    {
      title: '系統維護通知（已結束）',
      type: 'text',
      status: 2,
      content: '<p>系統維護已於上月完成，感謝您的耐心等候。</p>',
      published_at: when.at(-60, '00:00:00'),
      finished_at: when.at(-50, '00:00:00'),
    },
  ]);

  await db.insert(terms).values({ content: TERMS_HTML });

  await db.insert(contacts).values({
    title: '聯絡我們',
    content:
      '<p>感謝您對東震的支持與愛護！若您對商品、訂單或會員權益有任何疑問，歡迎填寫下列表單，客服人員將於三個工作天內以電子郵件或電話回覆您。</p><p>客服專線：04-2358-6688（週一至週五 09:00–18:00，國定假日除外）</p>',
  });

  // The counter carries the total of the former site, then one row per day of visits.
  await db.insert(browseCounts).values([
    { day: '2020-01-01', count: 3_856_214 },
    ...Array.from({ length: 30 }, (_, index) => ({
      day: format(when.day(index - 30), 'yyyy-MM-dd'),
      count: 900 + ((index * 137) % 600),
    })),
  ]);
}

/** The top-level menu (spec-coverage “Public site: platform, SEO and speed”) with the children of each section. */
async function seedMenu(db: Db) {
  const sections = [
    { name: '關於東震', path: '/about', children: [] },
    { name: '加入東震', path: '/join', children: [] },
    {
      name: '東震之聲',
      path: '/sound',
      children: [
        ['東震月刊', '/sound/monthly'],
        ['總經理專欄', '/sound/boss'],
      ],
    },
    {
      name: '最新消息',
      path: '/news',
      children: [
        ['特惠活動', '/news/activity'],
        ['公司公告', '/news/matter'],
        ['旅遊資訊', '/news/travel'],
        ['行事曆', '/news/calendar'],
      ],
    },
    {
      name: '產品介紹',
      path: '/product',
      children: [
        ['產品總覽', '/product/view'],
        ['商品列表', '/product/list'],
      ],
    },
    {
      name: '會員專區',
      path: '/member',
      children: [
        ['會員登入', '/member/login'],
        ['購物車', '/member/shopcart'],
        ['訂單查詢', '/member/order'],
      ],
    },
    {
      name: '客服中心',
      path: '/service',
      children: [
        ['聯絡我們', '/service/contact'],
        ['會員條款', '/service/member-provision'],
        ['服務據點', '/service/stronghold'],
      ],
    },
  ];
  for (const [index, section] of sections.entries()) {
    const slug = section.path.slice(1);
    const [parent] = await db
      .insert(navbars)
      .values({
        sort: index + 1,
        name: section.name,
        path: section.path,
        banner: seedImage(`navbars/${slug}.png`, { width: 1920, height: 400, motif: `${section.name} 頁首橫幅` }),
        banner_title: section.name,
      })
      .returning({ id: navbars.id });
    if (section.children.length === 0) continue;
    await db.insert(navbars).values(
      section.children.map(([name, path], childIndex) => ({
        parent_id: parent.id,
        sort: childIndex + 1,
        name,
        path,
        banner_title: name,
      })),
    );
  }
}

const TERMS_HTML = [
  '<h2>東震股份有限公司 會員條款</h2>',
  '<p>歡迎您加入東震股份有限公司（以下稱「本公司」）網路購物會員。當您完成首次登入並勾選同意本條款時，即表示您已閱讀、瞭解並同意接受本條款之所有內容。</p>',
  '<h3>一、會員資料</h3>',
  '<p>會員應提供正確、最新之個人資料；如資料有變更，除電子信箱與密碼外，請洽本公司客服或各營業所辦理。本公司依個人資料保護法蒐集、處理及利用您的個人資料，僅用於訂單處理、會員服務與業績計算。</p>',
  '<h3>二、帳號與密碼</h3>',
  '<p>會員應妥善保管帳號、密碼及手機驗證碼，不得轉借他人使用。因會員保管不當所生之損失，由會員自行負責。</p>',
  '<h3>三、訂購與付款</h3>',
  '<p>會員訂購之商品以本公司確認訂單之內容為準。本公司保留接受訂單與否之權利；結算期間暫停受理訂購。開運商品屬個人化訂製商品，一經製作即無法退換。</p>',
  '<h3>四、退換貨</h3>',
  '<p>一般商品依消費者保護法享有七日猶豫期（非試用期），退回商品應保持完整包裝與配件。個人化訂製之開運商品依法排除七日解除權之適用。</p>',
  '<h3>五、服務暫停或中斷</h3>',
  '<p>本公司因系統維護、結算作業或不可抗力因素，得暫停或中斷網站全部或一部分之服務，並將於網站公告。</p>',
  '<h3>六、準據法與管轄法院</h3>',
  '<p>本條款之解釋與適用，以及與本條款有關之爭議，均以中華民國法律為準據法，並以臺灣臺中地方法院為第一審管轄法院。</p>',
].join('');
