import type { FormikProps } from 'formik';

/** A field's error once the member left the field or pressed submit (never while a first value is typed). */
export function shownError<V>(formik: FormikProps<V>, name: keyof V & string): string | undefined {
  const error = formik.errors[name];
  return (formik.touched[name] || formik.submitCount > 0) && typeof error === 'string' ? error : undefined;
}

/** The props that bind a ChoiceGroup to a formik field: its value, a choice, and its error as shownError says. */
export function formikChoice<V>(formik: FormikProps<V>, name: keyof V & string) {
  return {
    name,
    value: String(formik.values[name] ?? ''),
    onChange: (value: string) => void formik.setFieldValue(name, value),
    error: shownError(formik, name),
  };
}

/** The props that bind a SelectField to a formik field: formikChoice's, and leaving it marks it touched. */
export function formikSelect<V>(formik: FormikProps<V>, name: keyof V & string) {
  return { ...formikChoice(formik, name), onBlur: () => void formik.setFieldTouched(name, true) };
}
