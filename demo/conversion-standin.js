// A script a site's conversion code may load (docs/display-api.md call 6, integration.conversion_code):
// the Trusted Types test (test/browser/csp.test.mjs) checks that it runs through the policy.
window.__conversionStandin = 1;
