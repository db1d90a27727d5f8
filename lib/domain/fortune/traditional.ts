/**
 * lunar-typescript speaks Simplified Chinese only. This curated table maps the characters its
 * natal-chart output uses (十神, 十二長生, 生肖, 月名, 納音, 節氣, 九星, 五行) to Traditional Chinese
 * (Taiwan). 凶 and 咸 are the same in both scripts and stay as they are. The library's global
 * language setting is never touched.
 */
const SIMPLIFIED_TO_TRADITIONAL: Readonly<Record<string, string>> = {
  // 十神 (劫財 傷官 七殺) and 十二長生 (長生 冠帶 臨官 絕 養)
  财: '財',
  伤: '傷',
  杀: '殺',
  长: '長',
  带: '帶',
  临: '臨',
  绝: '絕',
  养: '養',
  // 月名 (閏 臘) and 生肖 (龍 馬 雞 豬)
  闰: '閏',
  腊: '臘',
  龙: '龍',
  马: '馬',
  鸡: '雞',
  猪: '豬',
  // 納音 (爐中火 劍鋒金 山頭火 覆燈火 澗下水 大驛土 白蠟金 釵釧金 楊柳木 霹靂火)
  炉: '爐',
  剑: '劍',
  锋: '鋒',
  头: '頭',
  灯: '燈',
  涧: '澗',
  驿: '驛',
  蜡: '蠟',
  钗: '釵',
  钏: '釧',
  杨: '楊',
  雳: '靂',
  // 節氣 (驚蟄 穀雨 小滿 芒種 處暑)
  惊: '驚',
  蛰: '蟄',
  谷: '穀',
  满: '滿',
  种: '種',
  处: '處',
  // 九星 (天樞 天璇 天璣 天權 玉衡 開陽 搖光; 黃 綠) and 五行 words
  枢: '樞',
  玑: '璣',
  权: '權',
  开: '開',
  阳: '陽',
  摇: '搖',
  黄: '黃',
  绿: '綠',
  阴: '陰',
};

/** Traditional Chinese for a text written by lunar-typescript. */
export function toTraditional(text: string): string {
  let out = '';
  for (const character of text) out += SIMPLIFIED_TO_TRADITIONAL[character] ?? character;
  return out;
}
