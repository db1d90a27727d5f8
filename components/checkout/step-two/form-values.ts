import type { FormikProps } from 'formik';
import type { GeneralAddress, Member } from '@/lib/contract/types';
import { NEW_RECIPIENT, type DetailsValues } from '@/lib/domain/checkout/details';
import { trimPhone } from '@/lib/domain/checkout/schema';

/** Step 2's form: the draft's details and the sales territory (kept apart in the draft). */
export type StepTwoValues = DetailsValues & { sale_territory: string };

export type StepTwoFormik = FormikProps<StepTwoValues>;

/** The form's first values: the draft, else the member's own territory, first saved recipient, name and mobile. */
export function initialStepTwo(
  {
    details,
    territory,
    member,
  }: { details: DetailsValues; territory: string; member: Pick<Member, 'name' | 'mobile_phone01' | 'sales_territory'> },
  addresses: readonly GeneralAddress[],
): StepTwoValues {
  const values: StepTwoValues = { ...details, sale_territory: territory || member.sales_territory?.code || '' };
  if (!values.recipient) {
    const first = addresses[0];
    Object.assign(
      values,
      first
        ? {
            recipient: String(first.id),
            name: first.name,
            phone: first.phone,
            postal_code: first.postal_code,
            city: first.city,
            district: first.district,
            address: first.address,
          }
        : { recipient: NEW_RECIPIENT },
    );
  }
  if (!values.pickup_name) values.pickup_name = member.name;
  if (!values.pickup_phone) values.pickup_phone = trimPhone(member.mobile_phone01 ?? '');
  return values;
}
