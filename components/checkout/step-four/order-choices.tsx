import type { LoveCode, Member, Office, PaymentMethod } from '@/lib/contract/types';
import { isHomeDelivery, joinAddress, type DetailsValues } from '@/lib/domain/checkout/details';
import { installmentLabel, isAtmPayment, type PaymentValues } from '@/lib/domain/checkout/payment';
import { formatDate } from '@/lib/domain/format';
import { CARRIER_TYPES, INVOICE_TYPES, loveCodeLabel } from '../step-two/invoice-section';
import styles from '../checkout.module.css';

type Props = {
  member: Member;
  business: boolean;
  territory: string;
  details: DetailsValues;
  payment: PaymentValues;
  offices: readonly Office[];
  loveCodes: readonly LoveCode[];
  methods: readonly PaymentMethod[];
};

const labelOf = (choices: readonly { value: string; label: string }[], value: string) =>
  choices.find((choice) => choice.value === value)?.label ?? '';

/** Everything chosen in steps 2 and 3, for the member to check before submitting (spec-coverage “Checkout pages” step 4). */
export function OrderChoices({ member, business, territory, details, payment, offices, loveCodes, methods }: Props) {
  const office = (code: string) => offices.find((item) => item.code === code);
  const pickup = office(details.pickup_office);
  const rows: [string, string][] = [
    ['業績地區', office(territory)?.name ?? territory],
    ['聯絡人', `${member.name}　${member.mobile_phone01 ?? ''}`],
  ];
  if (isHomeDelivery(details)) {
    rows.push(
      ['配送方式', '宅配到府'],
      ['收件人', `${details.name}　${details.phone}`],
      ['收件地址', `${details.postal_code} ${joinAddress(details.city, details.district, details.address)}`],
    );
  } else {
    rows.push(
      ['配送方式', '營業所自取'],
      [
        '取貨營業所',
        pickup
          ? `${pickup.name}（${pickup.postal_code} ${pickup.city}${pickup.district}${pickup.address}）`
          : details.pickup_office,
      ],
      ['取貨人', `${details.pickup_name}　${details.pickup_phone}`],
    );
  }
  if (business) {
    rows.push(['發票寄送方式', labelOf(INVOICE_TYPES, details.invoice_accept_type)]);
    if (details.invoice_accept_type === '2')
      rows.push([
        '發票地址',
        `${details.invoice_postal_code} ${joinAddress(details.invoice_city, details.invoice_district, details.invoice_address)}`,
      ]);
    if (details.invoice_accept_type === '3')
      rows.push(['發票取件營業所', office(details.invoice_office)?.name ?? details.invoice_office]);
  } else {
    rows.push(['發票載具', labelOf(CARRIER_TYPES, details.carrier_type)]);
    if (details.carrier_type === '2') rows.push(['手機條碼', details.carrier_id]);
    if (details.carrier_type === '4') {
      const code = loveCodes.find((item) => item.love_code === details.love_code);
      rows.push(['捐贈單位', code ? loveCodeLabel(code) : details.love_code]);
    }
  }
  rows.push(['付款方式', methods.find((method) => String(method.id) === payment.payment)?.name ?? '']);
  if (isAtmPayment(payment.payment))
    rows.push(['匯款日期', formatDate(payment.atm_day)], ['匯款帳號末 5 碼', payment.card_number]);
  else rows.push(['分期期數', installmentLabel(Number(payment.installment))]);

  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.factRow}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
