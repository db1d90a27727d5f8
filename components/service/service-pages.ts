/** The service section's pages that are not articles (spec-coverage “Public site: company content and service”), as the /service index lists them. */
export const SERVICE_PAGES = [
  {
    label: '聯絡我們',
    href: '/service/contact',
    description: '對商品、訂單或會員權益有任何疑問，歡迎填寫表單與客服聯繫。',
  },
  { label: '會員條款', href: '/service/member-provision', description: '東震會員權利義務與網路購物相關條款。' },
  { label: '服務據點', href: '/service/stronghold', description: '全臺服務據點地圖、地址、電話與服務時間。' },
];
