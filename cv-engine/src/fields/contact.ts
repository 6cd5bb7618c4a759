/**
 * Contact details from the top of a CV: name, email, phone (E.164), location, LinkedIn, website.
 * The reader lives in contact/ (one module per field); its word lists in contact-lexicon.ts.
 */
export {
  extractContact,
  normalisePhone,
  looksLikeDates,
  type ContactOptions,
} from './contact/index.ts';
