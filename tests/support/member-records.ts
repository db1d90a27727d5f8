/**
 * A member's records as the shop's forms send them, for the API tests: 王小明's chart (國曆 1990-05-17
 * 14:30, what the natal-chart form's `chartPayload` makes of it) and a saved recipient.
 */
export const solarChart = {
  name: '王小明',
  gender: 'M',
  calendar: '國曆',
  china_hour: '未',
  hour: '14',
  minute: '30',
  is_leap: 0,
  birth_at: '1990-05-17 14:30:00',
};

/** The body of POST user/characters for `solarChart`: the API computes `result` itself. */
export const solarChartBody = { ...solarChart, result: '{}' };

/** 2023-03-31 08:00 is 農曆民國 112 年閏二月初十. */
export const lunarChartBody = {
  name: 'Amy Lin',
  gender: 'F',
  calendar: '農曆',
  china_hour: '辰',
  hour: '8',
  minute: '00',
  is_leap: 1,
  birth_at: '2023-03-31 08:00:00',
  result: '{}',
};

/** The body of POST user/general-addresses. */
export const recipient = {
  name: '王小明',
  phone: '0911222333',
  postal_code: '104',
  city: '臺北市',
  district: '中山區',
  address: '南京東路二段100號3樓',
};
