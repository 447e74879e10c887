// A local stand-in for the messaging SDK (P28), for the demo site and the tests: this machine has
// no way out to the SDK's host. It keeps the two calls our features/messenger.js makes, FB.init
// and FB.XFBML.parse(element), and draws a plain button where the real SDK draws its plugin, so
// a page shows that the SDK was loaded, initialised and asked to render. It counts its loads in
// window.__messengerLoads (a test reads it) and never talks to a network.
(function () {
  window.__messengerLoads = (window.__messengerLoads || 0) + 1;
  var FB = {
    options: null,
    init: function (o) {
      FB.options = o;
    },
    XFBML: {
      parse: function (root) {
        var all = [root].concat([].slice.call(root.querySelectorAll('*')));
        all.forEach(function (el) {
          var chat = el.classList.contains('fb-customerchat');
          if (!chat && !el.classList.contains('fb-send-to-messenger')) return;
          var b = document.createElement('button');
          b.type = 'button';
          b.textContent = chat ? 'Chat in Messenger' : 'Send to Messenger';
          b.setAttribute('data-standin', chat ? 'chat' : 'send');
          b.style.cssText = 'padding:10px 18px;border:0;border-radius:999px;background:#0654d6;color:#fff;font:600 15px/1.3 system-ui,sans-serif;cursor:pointer';
          el.replaceChildren(b);
        });
      },
    },
  };
  window.FB = FB;
})();
