import { defineProjection } from '../projection.ts';

/**
 * The worked example of docs/projections.md. skill_demand: how many users have a skill, per city — skills from
 * the latest saved profile and the latest analysed CV of each user, the city from the profile.
 * Per user one row in skill_demand_users (guarded by the event's position, so a re-delivered or
 * older event changes nothing); the counts of the cities a batch touched are then recomputed.
 */
/** The positions of an erased user's tombstone row: beyond any event's. */
const ERASED_POSITION = '9223372036854775807';

export const skillDemandProjection = defineProjection({
  name: 'skill-demand',
  version: 2,
  description: 'Permintaan keahlian per kota: jumlah pengguna per (keahlian, kota).',
  handles: ['ProfileSaved', 'CvAnalysed', 'UserErased'],
  tables: ['skill_demand_users', 'skill_demand'],
  async setup(db) {
    await db.schema.createTable('skill_demand_users', (t) => {
      t.uuid('user_id').primary();
      t.text('city').notNullable().defaultTo('');
      t.jsonb('profile_skills').notNullable().defaultTo('[]');
      t.jsonb('cv_skills').notNullable().defaultTo('[]');
      t.bigInteger('profile_position').notNullable().defaultTo(0);
      t.bigInteger('cv_position').notNullable().defaultTo(0);
    });
    await db.schema.createTable('skill_demand', (t) => {
      t.text('skill');
      t.text('city');
      t.integer('users').notNullable();
      t.primary(['skill', 'city']);
    });
  },
  async applyBatch(events, trx) {
    const norm = (skills: string[]) => JSON.stringify(skills.map((s) => s.trim().toLowerCase()));
    const cities = new Set<string>();
    const touched = new Set<string>();
    for (const e of events) {
      if (e.type === 'UserErased') {
        // An erased user counts nowhere any more: a tombstone (no city, no skills, beyond any
        // position, so no re-delivered event brings them back); their old city is recounted.
        const before = await trx('skill_demand_users')
          .where({ user_id: e.data.userId })
          .first('city');
        if (before) cities.add(before.city as string);
        touched.add(e.data.userId);
        const tombstone = {
          user_id: e.data.userId,
          city: '',
          profile_skills: '[]',
          cv_skills: '[]',
          profile_position: ERASED_POSITION,
          cv_position: ERASED_POSITION,
        };
        await trx('skill_demand_users').insert(tombstone).onConflict('user_id').merge();
        continue;
      }
      if (e.type !== 'ProfileSaved' && e.type !== 'CvAnalysed') continue;
      const src = e.type === 'ProfileSaved' ? 'profile' : 'cv';
      const row: Record<string, unknown> = {
        user_id: e.data.userId,
        [`${src}_skills`]: norm(e.data.skills),
        [`${src}_position`]: e.position,
      };
      if (e.type === 'ProfileSaved') row.city = e.data.location.trim();
      const before = await trx('skill_demand_users')
        .where({ user_id: e.data.userId })
        .first('city');
      if (before) cities.add(before.city as string);
      if (typeof row.city === 'string') cities.add(row.city);
      touched.add(e.data.userId);
      await trx('skill_demand_users')
        .insert(row)
        .onConflict('user_id')
        .merge(Object.keys(row).filter((k) => k !== 'user_id'))
        .where(`skill_demand_users.${src}_position`, '<', e.position);
    }
    if (touched.size === 0) return;
    const list = [...cities, ''];
    await trx('skill_demand').whereIn('city', list).delete();
    await trx.raw(
      `insert into skill_demand (skill, city, users)
       select s.skill, u.city, count(distinct u.user_id)::int
         from skill_demand_users u,
              lateral (select jsonb_array_elements_text(u.profile_skills || u.cv_skills) as skill) s
        where u.city in (${list.map(() => '?').join(', ')})
        group by s.skill, u.city`,
      list,
    );
  },
});
