import { browserApi } from '@/lib/api/browser';
import { call } from '@/lib/api/call';
import { ApiError } from '@/lib/api/errors';
import { contactInquirySchema, type ContactInquiry } from '@/lib/domain/validation/contact';
import { firstErrors } from '@/lib/domain/validation/first-errors';

/*
 * The contact form's rules (yup, with date-fns under its shared rules) and its call (ky): loaded by
 * the form's first input, so that the contact page's first load carries none of it.
 */

export type ContactErrors = Partial<Record<keyof ContactInquiry, string>>;

/** The first error of each field, as formik reads a yup schema. */
export const validateContact = (values: ContactInquiry): Promise<ContactErrors> =>
  firstErrors(contactInquirySchema, values);

/** Sends the inquiry; a refusal answers the API's field errors (first message of each), if any. */
export async function sendContact(
  values: ContactInquiry,
): Promise<{ sent: true } | { sent: false; errors?: ContactErrors }> {
  try {
    await call(browserApi(), 'POST mail-to-tocin', { body: contactInquirySchema.cast(values) });
    return { sent: true };
  } catch (error) {
    if (error instanceof ApiError && error.errors) {
      return {
        sent: false,
        errors: Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0]])),
      };
    }
    return { sent: false };
  }
}
