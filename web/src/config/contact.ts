/**
 * How to reach the team: one place for the contact page, the footer and the legal pages.
 * Operators change these to their own address, number and mailbox.
 */
export const contactDetails = {
  email: 'halo@karier.id',
  phone: '+62 778 480 0123',
  /** The address shown everywhere: the city, not a street (the team works from Batam). */
  city: 'Batam, Kepulauan Riau',
  /** Batam Centre on OpenStreetMap (a plain link: nothing is loaded from there). */
  mapUrl: 'https://www.openstreetmap.org/?mlat=1.1279&mlon=104.0529#map=12/1.1279/104.0529',
} as const;

export const phoneHref = `tel:${contactDetails.phone.replace(/\s+/g, '')}`;
