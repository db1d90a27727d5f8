import { useRef, useState } from 'react';

type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * A form's field errors from an asynchronous check: `validate` runs it and answers its errors, and
 * only the latest run's answer is kept (typing outruns it).
 */
export function useLatestErrors<V>(check: (values: V) => Promise<Errors<V>>) {
  const [errors, setErrors] = useState<Errors<V>>({});
  const latest = useRef(0);
  const validate = async (values: V) => {
    const run = ++latest.current;
    const found = await check(values);
    if (run === latest.current) setErrors(found);
    return found;
  };
  return { errors, setErrors, validate };
}
