import 'i18next';
import type about from '../locales/id/about.json';
import type admin from '../locales/id/admin.json';
import type app from '../locales/id/app.json';
import type contact from '../locales/id/contact.json';
import type core from '../locales/id/core.json';
import type faq from '../locales/id/faq.json';
import type help from '../locales/id/help.json';
import type landing from '../locales/id/landing.json';
import type legal from '../locales/id/legal.json';
import type pricing from '../locales/id/pricing.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /** Every part of the texts (lib/i18n.ts), typed from the Indonesian originals. */
    resources: {
      translation: typeof core &
        typeof landing &
        typeof app &
        typeof admin &
        typeof faq &
        typeof pricing &
        typeof contact &
        typeof about &
        typeof help &
        typeof legal;
    };
  }
}
