/** After a refused "next": focus the form's first invalid field, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() =>
    form
      ?.querySelector<HTMLElement>(
        'input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"], fieldset[aria-invalid="true"] input',
      )
      ?.focus(),
  );
}
