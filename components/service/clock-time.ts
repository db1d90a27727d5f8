/** A stored time of day ('09:30:00' or '09:30') as a clock time 'HH:mm'; '' when it is not one. */
export function formatClockTime(value: string | null | undefined): string {
  const match = value ? /^(\d{1,2}):(\d{2})/.exec(value.trim()) : null;
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : '';
}
