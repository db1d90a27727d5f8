/** The company runs on Taiwan time; every stored and compared date-time is Asia/Taipei wall time. */
export const TIME_ZONE = 'Asia/Taipei';

const wallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DD HH:mm:ss' in Taiwan for the given instant. */
export function taipeiDateTime(instant: Date): string {
  return wallClock.format(instant).replace('T', ' ');
}

/** 'YYYY-MM-DD' in Taiwan for the given instant. */
export function taipeiDate(instant: Date): string {
  return taipeiDateTime(instant).slice(0, 10);
}
