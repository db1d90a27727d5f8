/** A schema that validates all its fields at once (yup's `validate` with `abortEarly: false`). */
type Schema = { validate(values: unknown, options: { abortEarly: false }): Promise<unknown> };

/** The first error of each field, as formik reads a yup schema; none when the values pass. */
export async function firstErrors<V extends object>(
  schema: Schema,
  values: V,
): Promise<Partial<Record<keyof V, string>>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Partial<Record<keyof V, string>> = {};
    for (const issue of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
      const field = issue.path as keyof V | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  }
}
