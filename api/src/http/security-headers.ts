import helmet from 'koa-helmet';
import type { Middleware } from 'koa';

/**
 * Security headers for the admin and the API (helmet). The built admin has no inline script; MUI's
 * emotion injects <style> tags at run time, hence style-src 'unsafe-inline'. Generated PDFs are shown
 * from blob: URLs in an iframe, photos and QR codes are blob:/data: images. No upgrade-insecure-requests:
 * an institute may serve the app over plain http on its own network. HSTS only over https.
 */
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'same-origin' as const },
};

interface HeaderWrites { set: Array<[string, string]>; removed: string[] }

/**
 * What a helmet middleware writes, recorded once. With these options every header is a constant (no CSP nonce, no
 * directive computed per request), so the request path sets the recorded values instead of running a dozen
 * middleware functions per request; helmet stays the single source of the values. Helmet writes synchronously
 * when called, so the record is complete when the call returns.
 */
function recorded(middleware: Middleware): HeaderWrites {
  const writes: HeaderWrites = { set: [], removed: [] };
  const res = {
    setHeader: (name: string, value: unknown) => { writes.set.push([name, String(value)]); },
    removeHeader: (name: string) => { writes.removed.push(name); },
  };
  void middleware({ req: {}, res } as never, async () => undefined);
  return writes;
}

export function securityHeaders(): Middleware {
  const always = recorded(helmet(HELMET_OPTIONS) as unknown as Middleware);
  const hsts = recorded(helmet.strictTransportSecurity({ maxAge: 180 * 24 * 3600, includeSubDomains: true }) as unknown as Middleware);
  if (!always.set.some(([name]) => name === 'Content-Security-Policy') || hsts.set.length !== 1) {
    throw new Error('security-headers: helmet did not write its headers synchronously');
  }
  return async (ctx, next) => {
    const { res } = ctx;
    for (const [name, value] of always.set) res.setHeader(name, value);
    for (const name of always.removed) res.removeHeader(name);
    // ctx.secure is true behind a trusted proxy that terminated https (TRUST_PROXY=1), or on https itself.
    if (ctx.secure) res.setHeader(hsts.set[0]![0], hsts.set[0]![1]);
    await next();
  };
}
