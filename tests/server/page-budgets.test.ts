import * as budgets from '@/scripts/lib/page-budgets.mjs';

const { budgetOf, ELEMENTS_GOAL, MARGIN, MEASURED, overPageBudget, PRODUCT_PAGE } = budgets;

/** The document budgets npm test holds /home, /product/list and a product page to (issue 54). */
describe('the document budgets', () => {
  it('holds /home, /product/list and a product page, each to its measured figures plus 2 %', () => {
    expect(Object.keys(MEASURED)).toEqual(['/home', '/product/list', PRODUCT_PAGE]);
    expect(MARGIN).toBe(0.02);
    expect(budgetOf({ htmlBytes: 100_000, elements: 500, payloadBytes: 50_000 })).toEqual({
      htmlBytes: 102_000,
      elements: 510,
      payloadBytes: 51_000,
    });
  });

  it('allows no more than 800 elements, unless a page had more when measured', () => {
    expect(ELEMENTS_GOAL).toBe(800);
    expect(budgetOf({ htmlBytes: 1, elements: 790, payloadBytes: 1 }).elements).toBe(800);
    expect(budgetOf({ htmlBytes: 1, elements: 900, payloadBytes: 1 }).elements).toBe(900);
  });

  it('names the page, the figure and the budget of each figure over, and nothing of a page within', () => {
    const budget = budgetOf(MEASURED['/home']);
    expect(overPageBudget('/home', budget)).toEqual([]);
    const over = overPageBudget('/home', {
      ...budget,
      htmlBytes: budget.htmlBytes + 1,
      payloadBytes: budget.payloadBytes + 1,
    });
    expect(over).toHaveLength(2);
    expect(over[0]).toMatch(
      new RegExp(
        `^/home: ${(budget.htmlBytes + 1).toLocaleString('en-US')} HTML bytes, over its budget of ${budget.htmlBytes.toLocaleString('en-US')} `,
      ),
    );
    expect(over[1]).toMatch(/^\/home: [\d,]+ payload bytes \(decoded\), over its budget of [\d,]+ /);
    expect(
      overPageBudget(PRODUCT_PAGE, { ...budgetOf(MEASURED[PRODUCT_PAGE]), elements: 10_000 }, '/product/7'),
    ).toEqual([expect.stringMatching(/^\/product\/7: 10,000 elements, over its budget of [\d,]+ /)]);
  });
});
