/**
 * What a journey points at, the way a person would: a role and its accessible name, a form field by its label,
 * a text on the page, or (rarely) a CSS selector; `within` narrows it to a landmark or region found first.
 * A string name matches when the accessible name contains it (exact: equals it); a RegExp is written as
 * `{ pattern, flags }`, since it crosses into the page as JSON. `enabled`: only a control that takes input now
 * (what a click waits for: a button is disabled until its data has loaded).
 */
export type Name = string | { pattern: string; flags?: string };
export type Target = (
  | { role: Role; name?: Name; exact?: boolean }
  | { label: Name; exact?: boolean }
  | { text: Name; exact?: boolean }
  | { css: string }
) & { within?: Target; enabled?: boolean };

export type Role =
  | 'alert'
  | 'alertdialog'
  | 'button'
  | 'checkbox'
  | 'combobox'
  | 'dialog'
  | 'form'
  | 'heading'
  | 'link'
  | 'listitem'
  | 'navigation'
  | 'radio'
  | 'region'
  | 'row'
  | 'spinbutton'
  | 'status'
  | 'textbox';

/** A RegExp as a Target's name. */
export const pattern = (regExp: RegExp): Name => ({ pattern: regExp.source, flags: regExp.flags });

/**
 * The first visible element a target names, or null: run in the page (each engine's own script call), so it
 * must be self-contained. Accessible names are computed the simple way the shop's markup needs: aria-label,
 * aria-labelledby, a field's labels, alt, then the text.
 */
export function locateInPage(target: Target): Element | null {
  const ROLES: Record<string, string> = {
    alert: '[role=alert]',
    alertdialog: '[role=alertdialog]',
    button: 'button,[role=button],input[type=submit],input[type=button]',
    checkbox: 'input[type=checkbox],[role=checkbox]',
    combobox: 'select,[role=combobox]',
    dialog: 'dialog,[role=dialog],[role=alertdialog]',
    form: 'form[aria-label],form[aria-labelledby],[role=form]',
    heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
    link: 'a[href],[role=link]',
    listitem: 'li,[role=listitem]',
    navigation: 'nav,[role=navigation]',
    radio: 'input[type=radio],[role=radio]',
    region: 'section[aria-label],section[aria-labelledby],[role=region]',
    row: 'tr,[role=row]',
    spinbutton: 'input[type=number],[role=spinbutton]',
    status: '[role=status],output',
    textbox:
      'input:not([type]),input[type=text],input[type=email],input[type=tel],input[type=password],input[type=search],textarea,[role=textbox]',
  };
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    // A visually hidden radio or checkbox is reached through its label, which is what a person sees.
    const labelled = (element as HTMLInputElement).labels?.[0];
    if ((box.width === 0 || box.height === 0) && labelled) return visible(labelled);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const labels = (element as HTMLInputElement).labels;
    if (labels?.length) return squash([...labels].map((entry) => entry.textContent).join(' '));
    if (element instanceof HTMLImageElement) return squash(element.alt);
    return (
      squash(element.textContent) ||
      squash((element as HTMLInputElement).value) ||
      squash(element.getAttribute('title'))
    );
  };
  const matches = (text: string, name: Name | undefined, exact?: boolean) => {
    if (name === undefined) return true;
    if (typeof name !== 'string') return new RegExp(name.pattern, name.flags).test(text);
    return exact ? text === name : text.includes(name);
  };
  const find = (scope: ParentNode, wanted: Target): Element | null => {
    let candidates: Element[];
    if ('css' in wanted) candidates = [...scope.querySelectorAll(wanted.css)];
    else if ('label' in wanted)
      candidates = [...scope.querySelectorAll('input,select,textarea')].filter((element) =>
        matches(nameOf(element), wanted.label, wanted.exact),
      );
    else if ('role' in wanted)
      candidates = [...scope.querySelectorAll(ROLES[wanted.role])].filter((element) =>
        matches(nameOf(element), wanted.name, wanted.exact),
      );
    else {
      // The innermost elements whose text holds it.
      candidates = [...scope.querySelectorAll('body *')].filter(
        (element) =>
          matches(squash(element.textContent), wanted.text, wanted.exact) &&
          ![...element.children].some((child) => matches(squash(child.textContent), wanted.text, wanted.exact)),
      );
    }
    const enabled = (element: Element) =>
      !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true';
    return candidates.find((element) => visible(element) && (!wanted.enabled || enabled(element))) ?? null;
  };
  const scope = target.within ? find(document, target.within) : document;
  return scope ? find(scope, target) : null;
}
