import type { FormikProps } from 'formik';

/** A field's error once the member left the field or pressed submit (never while a first value is typed). */
export function shownError<V>(formik: FormikProps<V>, name: keyof V & string): string | undefined {
  const error = formik.errors[name];
  return (formik.touched[name] || formik.submitCount > 0) && typeof error === 'string' ? error : undefined;
}

/** The props that bind a SelectField to a formik field: its value, a choice, leaving it, and its error as shownError says. */
export function formikSelect<V>(formik: FormikProps<V>, name: keyof V & string) {
  return {
    name,
    value: String(formik.values[name] ?? ''),
    onChange: (value: string) => void formik.setFieldValue(name, value),
    onBlur: () => void formik.setFieldTouched(name, true),
    error: shownError(formik, name),
  };
}
