'use client';

import { useId } from 'react';
import { CITIES, districtsOf, lookupPostalCode, postalCodeForDistrict } from '@/lib/domain/postal';
import { FieldError } from './field-error';
import styles from '@/components/ui/panel.module.css';

export type Place = { postal_code: string; city: string; district: string; address: string };

type Props = {
  value: Place;
  onChange: (next: Place) => void;
  /** Marks the postal code, city or district invalid (their message shows on the address, spec-coverage “Checkout pages”). */
  invalid?: Partial<Record<'postal_code' | 'city' | 'district', boolean>>;
  /** The message of the first failing part, shown under the address field. */
  error?: string;
  addressLabel?: string;
  /** Field names, so a form's first invalid field can be found and focused. */
  namePrefix?: string;
  onBlur?: () => void;
};

/**
 * Postal code, county / city, district and street, as the address book has them (spec-coverage “Checkout pages”,
 * §5): a typed postal code sets city and district from its first three digits; choosing a district
 * rewrites the code's first three digits; an error on postal code, city or district is shown on the
 * address field. Used by the address book and by checkout step 2 (recipient and invoice addresses).
 */
export function AddressFields({
  value,
  onChange,
  invalid = {},
  error,
  addressLabel = '地址',
  namePrefix = '',
  onBlur,
}: Props) {
  const id = useId();
  const onPostalCode = (raw: string) => {
    const postal_code = raw.replace(/\D/g, '').slice(0, 6);
    const found = lookupPostalCode(postal_code);
    onChange({ ...value, postal_code, ...(found ? { city: found.city, district: found.district } : {}) });
  };
  const onCity = (city: string) => onChange({ ...value, city, district: '' });
  const onDistrict = (district: string) =>
    onChange({ ...value, district, postal_code: postalCodeForDistrict(value.city, district, value.postal_code) });

  return (
    <>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-postal`}>郵遞區號</label>
          <input
            id={`${id}-postal`}
            name={`${namePrefix}postal_code`}
            className={styles.input}
            inputMode="numeric"
            value={value.postal_code}
            onChange={(event) => onPostalCode(event.target.value)}
            onBlur={onBlur}
            aria-invalid={!!invalid.postal_code}
            aria-describedby={invalid.postal_code && error ? `${id}-address-error` : undefined}
            autoComplete="postal-code"
          />
        </div>
        <PlaceSelect
          id={`${id}-city`}
          name={`${namePrefix}city`}
          label="縣市"
          prompt="請選擇縣市"
          options={CITIES}
          value={value.city}
          onChange={onCity}
          onBlur={onBlur}
          invalid={!!invalid.city}
          describedBy={invalid.city && error ? `${id}-address-error` : undefined}
        />
        <PlaceSelect
          id={`${id}-district`}
          name={`${namePrefix}district`}
          label="鄉鎮市區"
          prompt="請選擇鄉鎮市區"
          options={districtsOf(value.city).map((row) => row.district)}
          value={value.district}
          onChange={onDistrict}
          onBlur={onBlur}
          invalid={!!invalid.district}
          describedBy={invalid.district && error ? `${id}-address-error` : undefined}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-address`}>{addressLabel}</label>
        <input
          id={`${id}-address`}
          name={`${namePrefix}address`}
          className={styles.input}
          value={value.address}
          onChange={(event) => onChange({ ...value, address: event.target.value })}
          onBlur={onBlur}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-address-error` : undefined}
          autoComplete="street-address"
        />
        <FieldError id={`${id}-address-error`} message={error} />
      </div>
    </>
  );
}

type PlaceSelectProps = {
  id: string;
  name: string;
  label: string;
  /** The empty first option. */
  prompt: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid: boolean;
  describedBy?: string;
};

/** The city or the district: a labelled select of names after an empty prompt. */
function PlaceSelect({
  id,
  name,
  label,
  prompt,
  options,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
}: PlaceSelectProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      >
        <option value="">{prompt}</option>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </div>
  );
}
