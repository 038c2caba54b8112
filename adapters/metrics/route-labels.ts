/** The `slug` label of what belongs to no instance (`/healthz`, `/metrics`, a path outside every site). */
export const NO_SLUG = 'none';

/** Route labels of answers no router route gave: a fixed few, never the path itself. */
export const WEB_ROUTE = 'web';
export const UPLOADS_ROUTE = 'uploads';
export const UNMATCHED_ROUTE = 'unmatched';

export interface RouteLabel {
  readonly slug: string;
  readonly route: string;
}

type Unrouted = Readonly<
  Record<typeof WEB_ROUTE | typeof UPLOADS_ROUTE | typeof UNMATCHED_ROUTE, RouteLabel>
>;

const ANY_API_PATH = /^\/[^/]+\/api(\/|$)/;
/** What the routers answer for a path or method they do not know (the web app never answers these itself). */
const NOT_ROUTED = new Set([404, 405, 501]);

const unrouted = (slug: string): Unrouted => ({
  web: { slug, route: WEB_ROUTE },
  uploads: { slug, route: UPLOADS_ROUTE },
  unmatched: { slug, route: UNMATCHED_ROUTE },
});

/**
 * Which instance and route a request counts under. A route is the router's template with the instance's
 * API base taken off (`/fi/api/game/daily/:date` is `/game/daily/:date` of `fi`); a raw path never becomes
 * a label, or every date, id and scanner's guess would make a new series. Answers no route gave are the
 * web app's (its files and pages), the uploads, or `unmatched` (an unknown path or method).
 *
 * Called on every request: the labels of a template are worked out once and kept (routes are a fixed set,
 * written in the code), the rest are made in advance, so nothing is allocated per request.
 */
export class RouteLabels {
  private readonly byTemplate = new Map<string, RouteLabel>();
  private readonly sites: { slug: string; base: string; uploads: string; labels: Unrouted }[];
  private readonly outside = unrouted(NO_SLUG);

  constructor(slugs: readonly string[]) {
    this.sites = slugs.map((slug) => ({
      slug,
      base: `/${slug}`,
      uploads: `/uploads/${slug}/`,
      labels: unrouted(slug),
    }));
  }

  /** `matchedRoute`: the template @koa/router left on the context (`ctx._matchedRoute`), if any. */
  of(matchedRoute: unknown, path: string, status: number): RouteLabel {
    if (typeof matchedRoute === 'string' || matchedRoute instanceof RegExp) {
      const template = String(matchedRoute);
      let label = this.byTemplate.get(template);
      if (!label) {
        label = this.fromTemplate(template);
        this.byTemplate.set(template, label);
      }
      return label;
    }
    const uploads = path.startsWith('/uploads/');
    const labels = this.siteOf(path, uploads)?.labels ?? this.outside;
    if (uploads) return labels.uploads;
    return ANY_API_PATH.test(path) || NOT_ROUTED.has(status) ? labels.unmatched : labels.web;
  }

  private fromTemplate(template: string): RouteLabel {
    for (const { slug, base } of this.sites) {
      const api = `${base}/api`;
      if (template === api) return { slug, route: '/' };
      if (template.startsWith(`${api}/`)) return { slug, route: template.slice(api.length) };
    }
    return { slug: NO_SLUG, route: template };
  }

  private siteOf(path: string, uploads: boolean) {
    for (const site of this.sites) {
      if (uploads ? path.startsWith(site.uploads) : isUnder(path, site.base)) return site;
    }
    return undefined;
  }
}

/** `/fi` and `/fi/...`, not `/finnish`. */
const isUnder = (path: string, base: string) =>
  path.startsWith(base) && (path.length === base.length || path.charCodeAt(base.length) === 47);
