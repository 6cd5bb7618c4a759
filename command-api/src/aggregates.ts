import { userDecider } from './auth/user-decider.ts';
import { contactDecider } from './contact/contact-decider.ts';
import { cvDecider } from './cv/cv-decider.ts';
import { commandHandler } from './handle.ts';
import { paymentDecider } from './payments/payment-decider.ts';
import { profileDecider } from './profile/profile-decider.ts';

/*
 * Each decider bound once (see commandHandler): `load` a stream's state, `run` a command on a
 * stream. A profile decider serves both the profile and the preferences streams.
 */
export const users = commandHandler(userDecider);
export const cvs = commandHandler(cvDecider);
export const payments = commandHandler(paymentDecider);
export const profiles = commandHandler(profileDecider);
export const contacts = commandHandler(contactDecider);
