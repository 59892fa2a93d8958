import { PGlite } from '@electric-sql/pglite';
const pg = new PGlite();
await pg.waitReady;
const r = await pg.query(
  "select count(*) as c, 1.5::numeric as n, now() as t, gen_random_uuid() as u, '{\"a_b\":1}'::jsonb as j, to_tsvector('english','running fast') as v",
);
console.log(r.rows[0], typeof r.rows[0].c);
const t0 = Date.now();
const c = await pg.clone();
console.log('clone ms', Date.now() - t0);
console.log((await c.query('select 1 as x')).rows);
