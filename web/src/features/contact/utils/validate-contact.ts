import type { ContactRequest } from '@karier/api-types';

/**
 * The contact form's rules, the same as the server's (contactSchema, api-types/src/requests/
 * contact.ts), written out so the web bundles no zod: every field required once trimmed,
 * name ≤ 100, subject ≤ 200, a valid email ≤ 254, message 10–5000.
 */
export type ContactField = keyof ContactRequest;
export type ContactIssue = 'required' | 'tooLong' | 'tooShort' | 'invalid';
export type ContactIssues = Partial<Record<ContactField, ContactIssue>>;

export const contactFields: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

// zod's email pattern, which the server checks with.
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function validateContact(input: ContactRequest): ContactIssues {
  const issues: ContactIssues = {};
  const name = input.name.trim();
  const email = input.email.trim();
  const subject = input.subject.trim();
  const message = input.message.trim();

  if (!name) issues.name = 'required';
  else if (name.length > 100) issues.name = 'tooLong';

  if (!email) issues.email = 'required';
  else if (!EMAIL_PATTERN.test(email)) issues.email = 'invalid';
  else if (email.length > 254) issues.email = 'tooLong';

  if (!subject) issues.subject = 'required';
  else if (subject.length > 200) issues.subject = 'tooLong';

  if (!message) issues.message = 'required';
  else if (message.length < 10) issues.message = 'tooShort';
  else if (message.length > 5000) issues.message = 'tooLong';

  return issues;
}
