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

/** helmet's headers on every answer (koa-helmet); HSTS too when the request came over https. */
export function securityHeaders(): Middleware {
  const always = helmet(HELMET_OPTIONS) as unknown as Middleware;
  const hsts = helmet.strictTransportSecurity({
    maxAge: 180 * 24 * 3600,
    includeSubDomains: true,
  }) as unknown as Middleware;
  // ctx.secure is true behind a trusted proxy that terminated https (TRUST_PROXY=1), or on https itself.
  return (ctx, next) => always(ctx, () => (ctx.secure ? hsts(ctx, next) : next()));
}
