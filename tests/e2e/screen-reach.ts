import { type Page } from '@playwright/test';

/**
 * What a member cannot read or reach on the screen as it is (the phone-layout e2e), inside `main` (or
 * `scope`): a money figure or a control outside the screen's width or inside a box that hides what is
 * past its width, a control smaller than 44 × 44 px (WCAG 2.2 target size, enhanced; a link inside a
 * sentence is exempt, as the criterion says), a field whose text is under 16 px (a phone zooms in on focus).
 */
export function screenProblems(page: Page, where: string, scope = 'main'): Promise<string[]> {
  return page.evaluate(
    ({ where, scope }) => {
      const problems: string[] = [];
      const root = [...document.querySelectorAll(scope)].find((element) => element.checkVisibility());
      if (!root) return [`${where}: no ${scope}`];
      const width = document.documentElement.clientWidth;
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return element.checkVisibility({ visibilityProperty: true }) && box.width > 1 && box.height > 1;
      };
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} “${(element.textContent ?? '').trim().slice(0, 24) || element.getAttribute('aria-label') || ''}”`;
      /** The nearest ancestor that scrolls or clips sideways with content past its width. */
      const sidewaysBox = (element: Element) => {
        for (
          let parent = element.parentElement;
          parent && parent !== root.parentElement;
          parent = parent.parentElement
        ) {
          if (getComputedStyle(parent).overflowX !== 'visible' && parent.scrollWidth > parent.clientWidth + 1)
            return parent;
        }
        return null;
      };
      const checkReach = (element: Element, box: DOMRect, what: string) => {
        if (box.left < -0.5 || box.right > width + 0.5)
          problems.push(
            `${where}: ${what} ${describe(element)} at x ${Math.round(box.left)}–${Math.round(box.right)} on a ${width} px screen`,
          );
        const hiding = sidewaysBox(element);
        if (hiding)
          problems.push(
            `${where}: ${what} ${describe(element)} inside a sideways scroll box (${hiding.scrollWidth} px in ${hiding.clientWidth} px)`,
          );
      };

      // Money figures: every element whose own text is an amount in NT$ (React writes “NT$” and the number as two texts).
      for (const element of root.querySelectorAll('*')) {
        const own = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('');
        if (!/NT\$\s?[\d,]+/.test(own) || !shown(element)) continue;
        const range = document.createRange();
        range.selectNodeContents(element);
        checkReach(element, range.getBoundingClientRect(), 'money');
      }

      for (const control of root.querySelectorAll(
        'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"]',
      )) {
        if (!shown(control)) continue;
        checkReach(control, control.getBoundingClientRect(), 'control');
        // A link in a sentence is exempt from the target size (WCAG 2.5.5's inline exception).
        const inSentence =
          control instanceof HTMLAnchorElement &&
          getComputedStyle(control).display === 'inline' &&
          [...(control.parentElement?.childNodes ?? [])].some(
            (sibling) => sibling.nodeType === Node.TEXT_NODE && sibling.textContent?.trim(),
          );
        if (inSentence) continue;
        // A checkbox or radio is pressed through its label too.
        const labelled =
          control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
            ? (control.closest('label') ?? control.labels?.[0])
            : null;
        const target = (labelled ?? control).getBoundingClientRect();
        if (target.width < 43.5 || target.height < 43.5)
          problems.push(
            `${where}: control ${describe(control)} is ${Math.round(target.width)} × ${Math.round(target.height)} px`,
          );
      }

      for (const field of root.querySelectorAll(
        'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea',
      )) {
        if (!shown(field)) continue;
        const size = parseFloat(getComputedStyle(field).fontSize);
        if (size < 16) problems.push(`${where}: field ${describe(field)} has ${size} px text`);
      }
      return problems;
    },
    { where, scope },
  );
}

/** Whether the region of this name is wholly on the screen now. */
export async function totalsInView(page: Page, name: string) {
  const totals = page.getByRole('region', { name, exact: true }).filter({ visible: true });
  if ((await totals.count()) !== 1) return false;
  return totals.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.top >= 0 &&
      box.bottom <= window.innerHeight &&
      box.left >= 0 &&
      box.right <= document.documentElement.clientWidth
    );
  });
}

/**
 * The whole page at the screen's width, for docs/screenshots/phone/ when PHONE_SCREENSHOTS names the set
 * (before, after). Taken with a screen as tall as the page, so what sticks to the screen's bottom is
 * drawn where it stands at the step's end, not over the lines.
 */
export async function screenshot(page: Page, name: string) {
  const set = process.env.PHONE_SCREENSHOTS;
  if (!set) return;
  const screen = page.viewportSize()!;
  await page.setViewportSize({
    width: screen.width,
    height: await page.evaluate(() => document.documentElement.scrollHeight),
  });
  await page.screenshot({ path: `docs/screenshots/phone/${set}-${name}.png` });
  await page.setViewportSize(screen);
}

type AXNode = {
  nodeId: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  childIds?: string[];
};
const READ_ROLES = new Set(['table', 'row', 'columnheader', 'rowheader', 'cell', 'link', 'button', 'combobox']);

/**
 * A list as Chromium's accessibility tree gives it to a screen reader: each table part, link, button and
 * picker inside the region of this name, with its role and computed name, in reading order.
 */
export async function readOut(page: Page, regionName: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const region = nodes.find(
      (node) => !node.ignored && node.role?.value === 'region' && node.name?.value === regionName,
    );
    if (!region) return [`no region ${regionName}`];
    const lines: string[] = [];
    const visit = (node: AXNode) => {
      if (!node.ignored && node.role && READ_ROLES.has(node.role.value))
        lines.push(`${node.role.value}: ${node.name?.value ?? ''}`);
      for (const child of node.childIds ?? []) {
        const next = byId.get(child);
        if (next) visit(next);
      }
    };
    visit(region);
    return lines;
  } finally {
    await cdp.detach();
  }
}
