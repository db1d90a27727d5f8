'use client';

import { useAtom, useSetAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { call, dataOf } from '@/lib/api/call';
import { bffApi } from '@/lib/api/member-browser';
import { deliveryPostalCode, NEW_RECIPIENT, type DetailsValues } from '@/lib/domain/checkout/details';
import { orderPreview } from '@/lib/domain/checkout/order';
import { stepPath } from '@/lib/domain/checkout/steps';
import { ORDER_MESSAGES } from '@/lib/domain/orders';
import { useCheckout } from '@/lib/checkout/use-checkout';
import type { CheckoutContext } from '@/lib/domain/checkout/step-guard';
import { MEMBER_KEYS, useAddresses } from '@/lib/hooks/use-member';
import { useLoveCodes, useOffices, useShippingRules } from '@/lib/hooks/use-shop-settings';
import { detailsAtom, reachedAtom, territoryAtom } from '@/lib/state/checkout-draft';
import { canAddAddress } from '@/lib/domain/validation/member';
import { StepStatus } from '../step-status';
import { DetailsForm } from './details-form';
import { initialStepTwo, type StepTwoValues } from './form-values';

/** Step 2's island: guarded by the step table, its data through the BFF, its values kept in the draft. */
export function StepTwo() {
  const checkout = useCheckout(2);
  const offices = useOffices();
  const addresses = useAddresses();
  const loveCodes = useLoveCodes();
  const failed = [offices, addresses, loveCodes].find((load) => load.error && !load.data);
  if (checkout.state === 'failed' || failed)
    return <StepStatus retry={checkout.state === 'failed' ? checkout.retry : () => void failed?.mutate()} />;
  if (checkout.state !== 'ready' || !offices.data || !addresses.data || !loveCodes.data) return <StepStatus />;
  return (
    <Ready checkout={checkout.checkout} offices={offices.data} addresses={addresses.data} loveCodes={loveCodes.data} />
  );
}

type ReadyProps = { checkout: CheckoutContext } & Pick<
  Parameters<typeof DetailsForm>[0],
  'offices' | 'addresses' | 'loveCodes'
>;

function Ready({ checkout, offices, addresses, loveCodes }: ReadyProps) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const rules = useShippingRules();
  const setDetails = useSetAtom(detailsAtom);
  const setTerritory = useSetAtom(territoryAtom);
  const [reached, setReached] = useAtom(reachedAtom);
  const [initial] = useState(() => initialStepTwo(checkout, addresses));

  const keep = useCallback(
    ({ sale_territory, ...details }: StepTwoValues) => {
      setDetails(details);
      setTerritory(sale_territory);
    },
    [setDetails, setTerritory],
  );

  const next = async (values: StepTwoValues) => {
    let kept = values;
    if (
      values.delivery === 'home' &&
      values.recipient === NEW_RECIPIENT &&
      values.save_recipient &&
      canAddAddress(addresses.length)
    ) {
      const { name, phone, postal_code, city, district, address } = values;
      try {
        const saved = await call(bffApi(), 'POST user/general-addresses', {
          body: { name, phone, postal_code, city, district, address },
        }).then(dataOf);
        kept = { ...values, recipient: String(saved.id), save_recipient: false };
        await mutate(MEMBER_KEYS.addresses);
      } catch {
        // spec-coverage “Checkout pages”: a failed save of a recipient shows nothing; the order goes on to the typed address
      }
    }
    keep(kept);
    const details: DetailsValues = kept;
    try {
      orderPreview(checkout.draftLines, checkout.cartLines, deliveryPostalCode(details), rules.data ?? []);
    } catch {
      return ORDER_MESSAGES.systemError;
    }
    setReached(Math.max(reached, 3));
    router.push(stepPath(3));
    return null;
  };

  return (
    <DetailsForm
      member={checkout.member}
      business={checkout.business}
      offices={offices}
      addresses={addresses}
      loveCodes={loveCodes}
      initial={initial}
      onChange={keep}
      onNext={next}
    />
  );
}
