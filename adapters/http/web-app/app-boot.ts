import { createHash } from 'node:crypto';
import { EARLY_INSTALL_PROMPT } from '../../../domain/constants/network.constants';

/**
 * The page's one inline script, run where it stands (right after `#root`, before anything is painted):
 *
 * - The first paint in `#root` (./first-paint.ts) is a page as a new guest sees it. It is taken out at once
 *   for a visit it does not fit: another page of the site (the offline shell opened elsewhere), or a visit
 *   with one of the page's `data-unless` keys stored (a signed-in player, an invited guest, a returning
 *   one), under the site's key or the bare one. It stays inert until the app takes it over, so nothing
 *   typed or pressed in it is lost or sent (a form submitted before the app would send its fields in the
 *   address). A dialog drawn open is made modal, as the app shows it (backdrop, the page behind inert).
 * - The app's code starts after the drawing has painted, not before it: on a slow phone the page shows as
 *   soon as it and its styles are in, instead of after the code has arrived and run. Its files are fetched
 *   then too: fetched before, they would compete with the page for the phone's bandwidth.
 * - The browser's offer to install, when it comes before the app's code, is kept for it.
 *
 * ES5, no page-specific text: the policy allows exactly this script by its hash (APP_BOOT_SCRIPT_SOURCE).
 */
export const APP_BOOT_SCRIPT = `(function (d) {
  var boot = d.currentScript, root = d.getElementById('root'), started = false, watching;
  function stored(key) {
    try { return localStorage.getItem(key) !== null; } catch (e) { return false; }
  }
  function start() {
    if (started) return;
    started = true;
    if (watching) watching.disconnect();
    var files = (boot.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < files.length; i++) if (files[i]) add('link', { rel: 'modulepreload', href: files[i] });
    add('script', { type: 'module', src: boot.getAttribute('data-src') });
  }
  function add(tag, attributes) {
    var element = d.createElement(tag);
    element.crossOrigin = 'anonymous';
    for (var name in attributes) element[name] = attributes[name];
    d.head.appendChild(element);
  }
  if (root.firstChild) {
    var site = root.getAttribute('data-site'), unless = (root.getAttribute('data-unless') || '').split(' ');
    var fits = root.getAttribute('data-first-paint') === location.pathname && !location.search;
    for (var i = 0; i < unless.length; i++) {
      if (unless[i] && (stored(unless[i]) || stored(unless[i] + '@' + site))) fits = false;
    }
    if (fits) root.setAttribute('inert', '');
    else root.textContent = '';
    // A modal dialog escapes the page's inertness: it is made inert itself (the app's first frame takes
    // that away), and Escape, which closes even an inert one, is held off until the app can answer.
    try {
      var dialog = fits && root.querySelector('dialog[open]');
      if (dialog && dialog.showModal) {
        dialog.setAttribute('inert', '');
        dialog.removeAttribute('open');
        dialog.showModal();
        // It comes with the page: no fade in (which would also hold its text back from the first paint).
        var fades = dialog.getAnimations ? dialog.getAnimations({ subtree: true }) : [];
        for (var f = 0; f < fades.length; f++) {
          if (fades[f].effect.getComputedTiming().endTime < Infinity) fades[f].finish();
        }
        dialog.addEventListener('cancel', function (event) {
          if (root.hasAttribute('inert')) event.preventDefault();
        });
        dialog.addEventListener('close', function () {
          if (root.hasAttribute('inert')) dialog.showModal();
        });
      }
    } catch (e) {
      // Whatever this browser made of it, the app starts and shows the dialog as it should.
    }
  }
  d.addEventListener('submit', function (event) {
    if (root.hasAttribute('inert')) event.preventDefault();
  }, true);
  // The browser's offer to install may come before the app listens: it is kept for the app.
  window.addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    window.${EARLY_INSTALL_PROMPT} = event;
  });
  // Started once the drawing has painted whole: its largest part may come a frame or two after the first
  // (the parser paints what it has). No larger paint for 50 ms, or (where largest paints are not reported)
  // 50 ms after the first paint.
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var paints = types.indexOf('largest-contentful-paint') >= 0 ? 'largest-contentful-paint' : 'paint';
  if (!root.firstChild || types.indexOf(paints) < 0) return start();
  var settling;
  watching = new PerformanceObserver(function () {
    clearTimeout(settling);
    settling = setTimeout(start, 50);
  });
  watching.observe({ type: paints, buffered: true });
  // A page opened in the background paints when it is first shown: the app need not wait for that. Nor
  // for a paint that never gets reported; a busy phone's first paint may take seconds, so this waits long.
  if (d.visibilityState === 'hidden') start();
  else setTimeout(start, 5000);
})(document);`;

/** The script's entry in the pages' Content-Security-Policy (../middleware/security-headers.ts). */
export const APP_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(APP_BOOT_SCRIPT).digest('base64')}'`;

const APP_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/g;

/**
 * The built page with its app started by the boot script: the build's module script and module preloads
 * become the script's data, and the script follows `#root`. A page without the module script (not a build
 * of this app) is left as it is.
 */
export function bootAfterFirstPaint(page: string): string {
  const app = APP_SCRIPT.exec(page);
  if (app === null) return page;
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const boot = `<script data-src="${app[1]}" data-preload="${preloads.join(' ')}">${APP_BOOT_SCRIPT}</script>`;
  const started = page.replace(APP_SCRIPT, '').replace(MODULE_PRELOAD, '');
  // `#root` is the body's last element: the script comes right after it.
  const end = started.lastIndexOf('</body>');
  return `${started.slice(0, end)}  ${boot}\n  ${started.slice(end)}`;
}
