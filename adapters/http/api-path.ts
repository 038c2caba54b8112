/**
 * `/<slug>/api` and below, spelled as the browser's own calls spell it. The web app never answers such a
 * path with a page, and such answers get the API's security headers: the two must agree, or a page would
 * be served under the API's policy, which lets no script run.
 */
export const ANY_API_PATH = /^\/[^/]+\/api(\/|$)/;
