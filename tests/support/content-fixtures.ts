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

/** The column heads of a course table, Monday first, as the spec writes them. */
export const COURSE_TABLE_WEEKDAYS = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'];
