import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../api/src/lib/redact-url.js';

describe('secrets are cut from logged URLs', () => {
  it('calendar feed tokens, verification codes and activation codes', () => {
    expect(redactUrl('/ical/6f1c0a9e8b7d4c3a2b1f.ics')).toBe('/ical/***.ics');
    expect(redactUrl('/api/ical/6f1c0a9e8b7d.ics?x=1')).toBe('/api/ical/***.ics?x=1');
    expect(redactUrl('/verificar/AB12-CD34-EF56')).toBe('/verificar/***');
    expect(redactUrl('/verificar/AB12CD34?f=pdf')).toBe('/verificar/***?f=pdf');
    expect(redactUrl('/activar/9f8e7d')).toBe('/activar/***');
  });

  it('secret query parameters, whatever the route; the rest of the URL is kept', () => {
    expect(redactUrl('/api/setup/first-run?code=123456&x=2')).toBe('/api/setup/first-run?code=***&x=2');
    expect(redactUrl('/api/x?token=abc#frag')).toBe('/api/x?token=***#frag');
    expect(redactUrl('/api/payments/selectPayments/12?sort=%5B%22id%22%5D')).toBe(
      '/api/payments/selectPayments/12?sort=%5B%22id%22%5D',
    );
    expect(redactUrl('/ical')).toBe('/ical');
  });
});
