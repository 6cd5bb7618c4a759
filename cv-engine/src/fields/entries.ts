/**
 * Experience and education entries from the lines of their sections: experience.ts groups dated
 * and undated entries, education.ts reads schools, entry-header.ts splits titles from
 * organisations.
 */
export { isBullet, stripBullet } from '../segment/lines.ts';
export { anchorRange, datedEntries, joinSplitRanges, parseExperience } from './experience.ts';
export { isSchoolLevel, parseDegree, parseEducation, parseGpa } from './education.ts';
