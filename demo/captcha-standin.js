// TEST-ONLY stand-in for the captcha provider's script (issue 10 "Captcha v2 and v3", docs/
// widget-api.md "Captcha stand-in"): this machine has no way out to the real provider. It keeps
// the calls a page makes on `grecaptcha` (ready, execute for v3, render / getResponse / reset for
// the v2 checkbox) and gets its tokens from the server it was loaded from
// (POST /api/widget/captcha/token), which call 5 then verifies and spends, as the provider's
// siteverify would. It proves nothing about the visitor: never use it on a real site.
// `?onload=NAME` calls window[NAME]() once ready, as the provider's script does; window.__captchaLoads
// counts its loads (a test reads it).
(function () {
  window.__captchaLoads = (window.__captchaLoads || 0) + 1;
  var me = document.currentScript;
  var src = new URL(me ? me.src : location.href, location.href);
  var endpoint = src.origin + '/api/widget/captcha/token';
  var TTL = 120000; // the token's life on the server (widget-sign.mjs CAPTCHA_TTL_S)

  function token(kind, sitekey, action) {
    var body = new URLSearchParams({ kind: kind, sitekey: String(sitekey || ''), action: action || '' });
    return fetch(endpoint, { method: 'POST', body: body }).then(function (r) {
      if (!r.ok) throw new Error('captcha stand-in: token refused (' + r.status + ')');
      return r.json();
    }).then(function (j) {
      return j.token;
    });
  }

  var widgets = [];

  function render(el, opts) {
    var box = typeof el == 'string' ? document.getElementById(el) : el;
    if (!box) throw new Error('captcha stand-in: no element to render into');
    var w = { response: '', opts: opts || {}, timer: 0 };
    var b = document.createElement('button');
    b.type = 'button';
    b.setAttribute('role', 'checkbox');
    b.setAttribute('aria-checked', 'false');
    b.setAttribute('data-standin', 'captcha');
    b.textContent = "I'm not a robot (test stand-in)";
    b.style.cssText = 'padding:10px 14px;border:1px solid #999;border-radius:4px;background:#f9f9f9;color:#222;font:14px/1.3 system-ui,sans-serif;cursor:pointer';
    var call = function (name, arg) {
      var f = w.opts[name];
      if (typeof f == 'string') f = window[f];
      if (typeof f == 'function') f(arg);
    };
    w.reset = function () {
      clearTimeout(w.timer);
      w.response = '';
      b.setAttribute('aria-checked', 'false');
    };
    b.addEventListener('click', function () {
      if (w.response) return;
      token('v2', w.opts.sitekey, '').then(function (t) {
        w.response = t;
        b.setAttribute('aria-checked', 'true');
        call('callback', t);
        w.timer = setTimeout(function () {
          w.reset();
          call('expired-callback');
        }, TTL);
      }, function (e) {
        console.error(e);
        call('error-callback');
      });
    });
    box.replaceChildren(b);
    widgets.push(w);
    return widgets.length - 1;
  }

  window.grecaptcha = {
    ready: function (cb) {
      setTimeout(cb, 0);
    },
    /** v3: a token for `action` (a Promise, as the provider's). */
    execute: function (sitekey, o) {
      return token('v3', sitekey, (o && o.action) || '');
    },
    render: render,
    getResponse: function (id) {
      var w = widgets[id || 0];
      return w ? w.response : '';
    },
    reset: function (id) {
      var w = widgets[id || 0];
      if (w) w.reset();
    },
  };
  var onload = src.searchParams.get('onload');
  if (onload && typeof window[onload] == 'function') setTimeout(window[onload], 0);
})();
