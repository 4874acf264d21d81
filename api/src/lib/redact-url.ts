/**
 * A request URL as the log may keep it: the secrets some URLs carry are replaced by '***'. A calendar feed's
 * token is the teacher's whole credential for the feed, a receipt's verification code opens its page, and an
 * activation or reset code is a password in all but name; a log line copied into an issue must not leak them.
 */
const SECRET_PATHS: Array<[RegExp, string]> = [
  [/(\/ical\/)[^/?#]+?(\.ics)?(?=[?#]|$)/i, '$1***$2'],
  [/(\/verificar\/)[^/?#]+/i, '$1***'],
  [/(\/(?:activar|activacion|activation|activate)\/)[^/?#]+/i, '$1***'],
];

/** Query parameters whose value is a secret, whatever the route. */
const SECRET_PARAMS = /^(token|code|codigo|key|secret|password|pass|activation|activationcode)$/i;

export function redactUrl(url: string): string {
  const cut = url.search(/[?#]/);
  let path = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? '' : url.slice(cut);
  for (const [pattern, replacement] of SECRET_PATHS) path = path.replace(pattern, replacement);
  if (!rest.startsWith('?')) return path + rest;
  const [query, hash] = rest.slice(1).split('#', 2);
  const safe = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_PARAMS.test(decodeURIComponentSafe(name)) ? `${name}=***` : pair;
    })
    .join('&');
  return `${path}?${safe}${hash === undefined ? '' : `#${hash}`}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
