import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { LngLat } from '../../providers/maps.js';

/** The first reach probed, in degrees of latitude (about 111 m); each next one doubles the step. */
export const NEAREST_FIRST_STEP = 0.001;
/** A reach that takes in the whole globe at any latitude: the probes stop there. */
export const WHOLE_GLOBE = 360;
/** Box edges this much wider than the circle, so rounding never leaves a row on the rim out. */
const RIM = 1.000001;

/**
 * The hall's distance key from `here`: squared equirectangular degrees of latitude, monotonic in
 * the real distance at hall scales, cheap, and computed identically for the sort and the cursor.
 */
export function distanceKey(here: LngLat): RawBuilder<number> {
  const cos = Math.cos((here.latitude * Math.PI) / 180);
  return sql<number>`((o.longitude - ${here.longitude}::float8) * ${cos}::float8) ^ 2 + (o.latitude - ${here.latitude}::float8) ^ 2`;
}

/**
 * The rows of `o` whose distance key is at most `reach` squared, as a box the GiST index over
 * `point(longitude, latitude)` answers (migration 20261126T1130_hall_location_gist) plus the
 * exact circle. `reach` is an SQL expression in degrees of latitude.
 */
export function withinReach(here: LngLat, reach: RawBuilder<number>): RawBuilder<SqlBool> {
  const cos = Math.cos((here.latitude * Math.PI) / 180);
  // Near a pole a degree of longitude is next to nothing: the box then spans every longitude.
  const perLongitude = cos > 1e-9 ? 1 / cos : 1e12;
  const height = sql`(${reach} * ${RIM}::float8)`;
  const width = sql`(least(${reach} * ${perLongitude}::float8, ${WHOLE_GLOBE}::float8) * ${RIM}::float8)`;
  const lng = sql`${here.longitude}::float8`;
  const lat = sql`${here.latitude}::float8`;
  return sql<SqlBool>`(point(o.longitude, o.latitude) <@ box(point(${lng} - ${width}, ${lat} - ${height}), point(${lng} + ${width}, ${lat} + ${height}))
    and ${distanceKey(here)} <= ${reach} * ${reach})`;
}

/**
 * How far the next `enough` rows nearest `here` reach: the smallest of the reaches `from + step`
 * (step 0.001, 0.002, 0.004... degrees, capped at `max`) whose circle holds `enough` rows that
 * match `conditions` (which include the cursor's bound). Every row outside that circle is
 * farther than every row inside it, so the page read within it is the page read over the whole
 * table, row for row; and the read stays a few pages of the index however large the table is.
 * One statement: a recursive query that probes reach after reach, each probe stopping at
 * `enough` rows, until one is enough or the reach is `max` (everything matching is then inside).
 */
export async function nearestReach(
  db: Db,
  input: {
    here: LngLat;
    conditions: RawBuilder<SqlBool>[];
    from: number;
    max: number;
    enough: number;
  },
): Promise<number> {
  const { here, conditions, max, enough } = input;
  const from = Math.min(Math.max(input.from, 0), max);
  const matching = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  const hits = (reach: RawBuilder<number>) => sql<number>`(select count(*) from (
      select 1 from goods_orders as o where ${matching} and ${withinReach(here, reach)} limit ${enough}
    ) as hit)`;
  const first = sql<number>`least(${from}::float8 + ${NEAREST_FIRST_STEP}::float8, ${max}::float8)`;
  const next = sql<number>`least(${from}::float8 + probe.step * 2, ${max}::float8)`;
  const { rows } = await sql<{ reach: number }>`with recursive probe (step, reach, hits) as (
      select ${NEAREST_FIRST_STEP}::float8, ${first}, ${hits(first)}
      union all
      select probe.step * 2, ${next}, ${hits(next)}
      from probe where probe.hits < ${enough} and probe.reach < ${max}::float8
    )
    select max(reach) as reach from probe`.execute(db);
  return Number(rows[0]?.reach ?? max);
}
