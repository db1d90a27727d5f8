/**
 * The counties and cities of the @svg-maps/taiwan map, by the map's location id, with the names the
 * service-bases call uses (always 臺: 臺北市, 臺中市, 臺南市, 臺東縣).
 */
export const COUNTY_NAMES: Record<string, string> = {
  'keelung-city': '基隆市',
  'taipei-city': '臺北市',
  'new-taipei-city': '新北市',
  'taoyuan-city': '桃園市',
  'hsinchu-city': '新竹市',
  'hsinchu-county': '新竹縣',
  'miaoli-county': '苗栗縣',
  'taichung-city': '臺中市',
  'changhua-county': '彰化縣',
  'nantou-county': '南投縣',
  'yunlin-county': '雲林縣',
  'chiayi-city': '嘉義市',
  'chiayi-county': '嘉義縣',
  'tainan-city': '臺南市',
  'kaohsiung-city': '高雄市',
  'pingtung-county': '屏東縣',
  'yilan-county': '宜蘭縣',
  'hualien-county': '花蓮縣',
  'taitung-county': '臺東縣',
  'penghu-county': '澎湖縣',
  'kinmen-county': '金門縣',
  'lienchiang-county': '連江縣',
};

/** A base's city as the map names it: 台 is written 臺, surrounding spaces dropped. */
export const normalizeCity = (city: string) => city.trim().replace(/台/g, '臺');

/** The shape of an @svg-maps package (its own types need a package that is not installed). */
export type SvgMap = { label: string; viewBox: string; locations: { id: string; name: string; path: string }[] };
