// The mock storefront's catalogue (issue 24; docs/display-api.md "Mock storefront"): a few
// products of the demo's coffee shop with variants, prices, compare-at prices and inventory, and
// the shop's currencies. Amounts are Shopify's: the currency's amount times 100, for every
// currency (a JPY price of ¥2,100 is 210000, as Shopify's cart.js and money filter have it).

export const SHOP = { name: 'Lumen Coffee', domain: 'lumen-coffee.myshopify.com', currency: 'USD' };

/** Presentment currencies (§7 call 17: cart values are in the visitor's currency): the rate from
 *  the shop's USD and how many decimals a price keeps (JPY none: converted prices round to ¥1). */
export const CURRENCIES = {
  USD: { rate: 1, decimals: 2 },
  EUR: { rate: 0.92, decimals: 2 },
  JPY: { rate: 150, decimals: 0 },
};

/** One product: [id, handle, title, type, [[variant id, title, price, compare-at, inventory]]];
 *  a variant titled 'Default Title' is a product without options (Shopify's name for it). */
const RAW = [
  [8100000000001, 'house-blend', 'House Blend', 'Coffee', [
    [44100000000011, '250 g', 1400, 1600, 40],
    [44100000000012, '1 kg', 4800, null, 10],
  ]],
  [8100000000002, 'ethiopia-yirgacheffe', 'Ethiopia Yirgacheffe', 'Coffee', [
    [44100000000021, '250 g', 1850, null, 25],
    [44100000000022, '1 kg', 6200, null, 3],
  ]],
  [8100000000003, 'pour-over-kettle', 'Pour-over Kettle', 'Brewing', [
    [44100000000031, 'Copper', 8900, 10900, 5],
    [44100000000032, 'Matte black', 7900, null, 0], // this variant is sold out
  ]],
  [8100000000004, 'ceramic-dripper', 'Ceramic Dripper', 'Brewing', [
    [44100000000041, 'Default Title', 2800, null, 12],
  ]],
  [8100000000005, 'spring-sampler', 'Spring Sampler', 'Coffee', [
    [44100000000051, 'Default Title', 3900, 4500, 0], // the sold-out product
  ]],
];

export const PRODUCTS = RAW.map(([id, handle, title, type, variants]) => ({
  id,
  handle,
  title,
  type,
  vendor: SHOP.name,
  variants: variants.map(([vid, vtitle, price, compare, inventory]) => ({ id: vid, title: vtitle, price, compare_at_price: compare, inventory, sku: handle.slice(0, 6).toUpperCase() + '-' + String(vid).slice(-2) })),
}));

export const COLLECTIONS = {
  all: { title: 'All products', handles: PRODUCTS.map((p) => p.handle) },
  coffee: { title: 'Coffee', handles: ['house-blend', 'ethiopia-yirgacheffe', 'spring-sampler'] },
  brewing: { title: 'Brewing', handles: ['pour-over-kettle', 'ceramic-dripper'] },
};

export const productByHandle = (handle) => PRODUCTS.find((p) => p.handle === handle) || null;

/** { product, variant } of a variant id (a number or its digits), or null. */
export function variantOf(id) {
  const n = Number(id);
  for (const product of PRODUCTS) for (const variant of product.variants) if (variant.id === n) return { product, variant };
  return null;
}

/** A USD amount (times 100) in `currency`, rounded to what that currency keeps. */
export function convert(amount, currency) {
  if (amount == null) return null;
  const c = CURRENCIES[currency] || CURRENCIES.USD;
  const unit = 10 ** (2 - c.decimals);
  return Math.round((amount * c.rate) / unit) * unit;
}
