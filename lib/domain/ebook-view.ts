import { mixed, number, object } from 'yup';

/** PUT ebook-classes/{id}/count: one view of an issue, on a phone (below 768 px) or a desktop. */
export const ebookViewSchema = object({
  id: number().typeError('月刊編號格式錯誤'),
  view_from: mixed<'mobile' | 'desktop'>()
    .required('請指定閱讀裝置')
    .oneOf(['mobile', 'desktop'], '閱讀裝置只能是 mobile 或 desktop'),
});
