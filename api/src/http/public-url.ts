import type { Context, Middleware } from 'koa';

/**
 * The address printed on documents that point back to the app (receipt verification QR): PUBLIC_URL when
 * set, else the address the request came on (ctx.origin, which honours X-Forwarded-* only with TRUST_PROXY).
 */
export function publicAddress(configured: string | undefined): Middleware {
  return async (ctx, next) => {
    ctx.state.publicUrl = configured ?? ctx.origin;
    await next();
  };
}

export function publicUrl(ctx: Context): string {
  return (ctx.state.publicUrl as string | undefined) ?? ctx.origin;
}
