// Options for both Redis handlers. The package picks database 1 unless VERCEL_ENV=production and
// ignores the database in the URL; here REDIS_URL alone says where the cache lives (`/2` = db 2).
export function redisOptions(url = process.env.REDIS_URL) {
  const database = Number(new URL(url).pathname.slice(1)) || 0;
  return { redisUrl: url, database };
}
