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

/** `solarChart` as GET fortune's query (Yeartype 3: 西元), which `computeFortune` reads too. */
export const solarChartFortuneQuery = {
  Yeartype: '3',
  Year: '1990',
  Month: '5',
  Day: '17',
  gender: 'M',
  leapyear: '0',
  hour: '14',
  minute: '30',
};

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

/** `lunarChartBody` as a cart line's fortune fields (M §3): what a line copies of the chart, and what the spec's line sends. */
export const lunarChartFortune = {
  fortune_name: 'Amy Lin',
  fortune_gender: 'F',
  fortune_calendar: '農曆',
  fortune_year: '112',
  fortune_month: '2',
  fortune_day: '10',
  fortune_is_leap: 1,
  fortune_china_hour: '辰',
  fortune_hour: '8',
  fortune_minute: '00',
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
