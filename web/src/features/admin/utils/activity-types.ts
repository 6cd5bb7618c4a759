import eventLabels from './event-labels.generated.json';

/**
 * Event types the activity log can be filtered by, with their labels. The labels are written
 * once, in each event's `defineEvent` (events/src/catalogue); `event-labels.generated.json` is
 * the catalogue's copy for the web (`npm run events:labels`), labels only — no schemas in the
 * bundle. A type missing here (a server newer than the page) shows with the label it sends.
 */
export const activityTypes: { type: string; id: string; en: string }[] = Object.entries(
  eventLabels,
).map(([type, label]) => ({ type, id: label.id, en: label.en }));

/** The catalogue has a label for this event type (the web's copy of it). */
export function hasActivityLabel(type: string): boolean {
  return activityTypes.some((a) => a.type === type);
}

/** The label of an event type in the UI language; the server's label when the type is new. */
export function activityLabel(type: string, serverLabel: string, lang: string): string {
  const known = activityTypes.find((a) => a.type === type);
  if (!known) return serverLabel || type;
  return lang === 'en' ? known.en : known.id;
}
