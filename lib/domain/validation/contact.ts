import { object, string, type InferType } from 'yup';
import { CHINESE_OR_ENGLISH, phone, words } from './rules';

/**
 * The contact-us inquiry (spec-coverage “Public site: company content and service”), shared by the contact form and `POST mail-to-tocin`.
 * Upper bounds are the stored column sizes: the spec does not show any, but longer text cannot be kept.
 */
export const contactInquirySchema = object({
  sub: string().trim().required('請填寫主旨').max(120, '主旨最多 120 個字'),
  name: words('姓名僅限填寫中文或英文', CHINESE_OR_ENGLISH).trim().required('請填寫姓名').max(60, '姓名最多 60 個字'),
  phone: phone('聯絡電話格式錯誤，請填寫 10 碼數字').trim().required('請填寫聯絡電話'),
  email: string().trim().required('請填寫電子信箱').email('請填寫正確的電子信箱格式').max(120, '電子信箱最多 120 個字'),
  content: string().trim().required('請填寫內容').max(2000, '內容最多 2000 個字'),
});

export type ContactInquiry = InferType<typeof contactInquirySchema>;
