// The mock storefront's theme script (server/store/pages.mjs): what a Shopify theme's cart drawer
// does. Its "Add to cart" buttons add through fetch (JSON to cart/add.js under Shopify.routes.root),
// then read cart.js to update the count badge and the drawer; a refusal (422: sold out, over the
// inventory) shows Shopify's description in the drawer. "Add and go to the cart" posts the form.
(function () {
  var root = (window.Shopify && window.Shopify.routes && window.Shopify.routes.root) || '/';
  var drawer = document.querySelector('[data-cart-drawer]');
  var msg = document.querySelector('[data-cart-message]');
  var lines = document.querySelector('[data-cart-lines]');

  function money(amount, currency) {
    var d = currency === 'JPY' ? 0 : 2;
    return (amount / 100).toLocaleString('en-US', { style: 'currency', currency: currency, minimumFractionDigits: d, maximumFractionDigits: d });
  }

  function render(cart) {
    document.querySelectorAll('[data-cart-count]').forEach(function (el) { el.textContent = String(cart.item_count); });
    lines.textContent = '';
    cart.items.forEach(function (item) {
      var li = document.createElement('li');
      li.textContent = item.quantity + ' × ' + item.title + ', ' + money(item.line_price, cart.currency);
      lines.appendChild(li);
    });
  }

  function refresh() {
    return fetch(root + 'cart.js', { headers: { Accept: 'application/json' } })
      .then(function (r) { return r.json(); })
      .then(render);
  }

  function add(id, quantity) {
    msg.textContent = '';
    drawer.hidden = false;
    return fetch(root + 'cart/add.js', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ items: [{ id: Number(id), quantity: quantity }] }),
    })
      .then(function (r) {
        return r.json().then(function (body) {
          msg.textContent = r.ok ? 'Added ' + body.items[0].title + '.' : body.description || 'The item could not be added.';
        });
      })
      .then(refresh)
      .catch(function (e) { msg.textContent = 'The cart did not answer: ' + e.message; });
  }

  document.addEventListener('click', function (e) {
    var t = e.target && e.target.closest ? e.target : null;
    var one = t && t.closest('[data-add]');
    if (one) return void add(one.getAttribute('data-add'), 1);
    var form = t && t.closest('[data-add-form]') && t.closest('form');
    if (!form) return;
    e.preventDefault();
    add(form.elements.id.value, Math.max(1, parseInt(form.elements.quantity.value, 10) || 1));
  });

  // the badge is the server's at load; another tab may have changed the cart since
  refresh();
})();
