/** The saved recipients of demo member A (A123456789), 林志明 first; the component tests show the first too. */
export const DEMO_RECIPIENTS_OF_A = [
  {
    name: '林志明',
    phone: '0912111222',
    postal_code: '407',
    city: '臺中市',
    district: '西屯區',
    address: '市政路386號5樓',
  },
  {
    name: '林美惠',
    phone: '0987654321',
    postal_code: '40341',
    city: '臺中市',
    district: '西區',
    address: '公益路68號12樓之3',
  },
];
