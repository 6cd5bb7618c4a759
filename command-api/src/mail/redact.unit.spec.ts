import { describe, expect, it } from 'vitest';
import { redactLink } from './mailer.ts';

describe('redactLink', () => {
  it('hides every query value, keeping the page and the parameter names', () => {
    expect(
      redactLink(
        'http://localhost:5000/reset-password?token=7c1e2f0a-1b2c-4d5e-8f90-0123456789ab.abcDEF_-123',
      ),
    ).toBe('http://localhost:5000/reset-password?token=[redacted]');
    expect(redactLink('https://x.test/a?b=1&c=2#top')).toBe(
      'https://x.test/a?b=[redacted]&c=[redacted]#top',
    );
  });

  it('leaves a link without a query as it is', () => {
    expect(redactLink('http://karier.test/contact')).toBe('http://karier.test/contact');
  });
});
