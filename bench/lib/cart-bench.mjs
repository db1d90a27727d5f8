// Member cart calls for `npm run bench`: GET and POST user/shopping-carts with demo members' tokens.
//
// Why several members: a cart line holds at most min(max_limited_buy or 50, stock) of a product, so one
// member can take only a couple of thousand adds of 1 before every line is full and the API (rightly)
// answers 422. Each measured POST therefore takes the next free "slot" (member, product) from a list
// holding every member × ordinary product as many times as its line limit, round-robin over members and
// products (as real traffic spreads), so every request is a real add that answers 200. The carts are
// cleared before the run; should the run outlast the slots, it is stopped early and that is printed.

const DEMO_MEMBERS = ['A123456789', 'B223456782', '12345675', 'F123456784', 'G223456787'];
const PASSWORD = 'demo2026';

async function json(response) {
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

async function login(base, username) {
  const response = await fetch(`${base}/api/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!response.ok) return undefined;
  return (await json(response)).access_token;
}

const auth = (token) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

async function clearCart(base, token) {
  const response = await fetch(`${base}/api/web/user/shopping-carts`, { method: 'DELETE', headers: auth(token) });
  if (!response.ok) throw new Error(`clearing a cart answered ${response.status}`);
}

async function catalogue(base) {
  const all = [];
  for (let page = 1; ; page++) {
    const list = await json(await fetch(`${base}/api/web/products?page=${page}`));
    all.push(...list.data);
    if (page >= list.last_page) return all;
  }
}

/** The line limit of lib/domain/cart/line-limit.ts for an ordinary product. */
const lineLimit = (product) => Math.min(product.max_limited_buy > 0 ? product.max_limited_buy : 50, product.quantity);

/** Members' tokens and the ordinary, in-stock products (a trial add tells them from lucky ones, which need a chart). */
export async function prepareCartBench(base) {
  const tokens = (await Promise.all(DEMO_MEMBERS.map((username) => login(base, username)))).filter(Boolean);
  if (!tokens.length) throw new Error('no demo member could log in');
  const [first] = tokens;
  await clearCart(base, first);
  const ordinary = [];
  for (const product of await catalogue(base)) {
    const answer = await fetch(`${base}/api/web/user/shopping-carts`, {
      method: 'POST',
      headers: auth(first),
      body: JSON.stringify({ product_id: product.id }),
    });
    const body = await json(answer);
    if (answer.status === 200 && body.data.id && body.data.is_lucky === 0)
      ordinary.push({ id: product.id, limit: lineLimit(product) });
  }
  await clearCart(base, first);
  return { tokens, ordinary };
}

/** Every (member, product) add that stays within the line limits, spread over members and products. */
function slotsOf({ tokens, ordinary }) {
  const slots = [];
  const rounds = Math.max(...ordinary.map((product) => product.limit));
  for (let round = 0; round < rounds; round++) {
    for (const product of ordinary) {
      if (round >= product.limit) continue;
      for (const token of tokens) slots.push({ token, body: JSON.stringify({ product_id: product.id }) });
    }
  }
  return slots;
}

/** GET user/shopping-carts of the first member's cart holding a realistic five lines. */
export async function cartGetTarget(base, setup) {
  const [token] = setup.tokens;
  await clearCart(base, token);
  for (const product of setup.ordinary.slice(0, 5)) {
    await fetch(`${base}/api/web/user/shopping-carts`, {
      method: 'POST',
      headers: auth(token),
      body: JSON.stringify({ product_id: product.id }),
    });
  }
  return { url: `${base}/api/web/user/shopping-carts`, headers: { authorization: `Bearer ${token}` } };
}

/** autocannon options for POST user/shopping-carts (adds of 1), after the members' carts are cleared. */
export async function cartPostTarget(base, setup, onExhausted) {
  for (const token of setup.tokens) await clearCart(base, token);
  const slots = slotsOf(setup);
  let next = 0;
  return {
    capacity: slots.length,
    options: {
      url: `${base}/api/web/user/shopping-carts`,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            if (next === slots.length - 1) onExhausted();
            const slot = slots[next++ % slots.length];
            return { ...request, headers: { ...request.headers, ...auth(slot.token) }, body: slot.body };
          },
        },
      ],
    },
  };
}
