import type { Context, Middleware } from 'koa';

/** Not ctx.origin: since Koa 3 that is the request's Origin header, which a plain GET does not send. */
const requestAddress = (ctx: Context) => `${ctx.protocol}://${ctx.host}`;

/**
 * The address printed on documents that point back to the app (receipt verification QR): PUBLIC_URL when
 * set, else the address the request came on (protocol and Host; X-Forwarded-* count only with TRUST_PROXY).
 * Only PUBLIC_URL is put on the request here: the request's own address is worked out by publicUrl(), when a
 * document asks for it, not on every request.
 */
export function publicAddress(configured: string | undefined): Middleware {
  if (configured === undefined) return (_ctx, next) => next();
  return async (ctx, next) => {
    ctx.state.publicUrl = configured;
    await next();
  };
}

export function publicUrl(ctx: Context): string {
  return (ctx.state.publicUrl as string | undefined) ?? requestAddress(ctx);
}
