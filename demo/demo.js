// Demo site helper: buttons marked data-poptin-show open that popup through the documented
// API, poptin.show(id) (§4 manual trigger). Kept out of the pages so they need no inline script.
document.addEventListener('click', function (e) {
  var b = e.target && e.target.closest && e.target.closest('[data-poptin-show]');
  if (!b) return;
  if (window.poptin) window.poptin.show(b.getAttribute('data-poptin-show'));
  else console.warn('[demo] the loader has not started yet: is dist/ built?');
});
