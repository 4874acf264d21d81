/**
 * Documents load nothing from the network: a Content-Security-Policy inside each document (JavaScript is off too)
 * lets in only its inline styles and data: images and fonts. Chromium enforces it in the renderer itself; request
 * interception, which did this before, sent every load through the browser process and Node and added ~4 ms to a
 * 40 ms receipt. Nothing that prints comes from elsewhere: logos and QR codes are data: URIs.
 */
const POLICY = "default-src 'none'; img-src data:; font-src data:; style-src 'unsafe-inline'";
const META = `<meta http-equiv="Content-Security-Policy" content="${POLICY}">`;

/**
 * A meta refresh is a navigation, which no CSP governs: one in a document is dropped (templates never write one, and
 * data reaches them escaped; this is the second line of defence).
 */
const REFRESH = /<meta\b[^>]*http-equiv\s*=\s*["']?refresh[^>]*>/gi;

/** `html` with the policy as the first element of its head (before anything that could load), creating the head if needed. */
export function offline(page: string): string {
  const html = page.replace(REFRESH, '');
  const after = (match: RegExpExecArray | null, insert: string) =>
    match && `${html.slice(0, match.index + match[0].length)}${insert}${html.slice(match.index + match[0].length)}`;
  return (
    after(/<head(\s[^>]*)?>/i.exec(html), META) ??
    after(/<html(\s[^>]*)?>/i.exec(html), `<head>${META}</head>`) ??
    after(/<!doctype[^>]*>/i.exec(html), META) ??
    `${META}${html}`
  );
}
