import type { Context } from 'koa';

/**
 * The address people reach the app at, for links handed out of it (a calendar feed): PUBLIC_URL when the
 * operator sets it (behind a proxy or a domain name), else the scheme and host the request came to (the
 * X-Forwarded-* ones only behind a trusted proxy). Not ctx.origin: since Koa 3 that is the Origin header.
 */
export function publicAddress(ctx: Context): string {
  const configured = (process.env.PUBLIC_URL ?? '').trim();
  return (configured || `${ctx.protocol}://${ctx.host}`).replace(/\/+$/, '');
}
