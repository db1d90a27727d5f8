/** The fields of a published calendar (GET calendars) that the calendar tests do not look at. */
export const calendarRecord = {
  created_at: '',
  updated_at: '',
  deleted_at: null,
  status: 1,
  is_notifiable: 0,
  url: null,
  published_at: null,
  finished_at: null,
};
