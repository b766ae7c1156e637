/**
 * Apparent geocentric positions of date: the Sun, the Moon, the planets, the lunar nodes and the
 * mean lunar apogee (Black Moon Lilith).
 */
import { EARTH, JUPITER, MARS, MERCURY, NEPTUNE, SATURN, URANUS, VENUS, type Vsop87Planet } from './data/vsop87d';
import { deltaTSeconds } from './deltaT';
import { meanObliquity, type Nutation, nutation, PRECESSION_IN_LONGITUDE, precessionInLongitude } from './earth';
import {
  DAYS_PER_CENTURY,
  DEG,
  J2000,
  LIGHT_DAYS_PER_AU,
  length3,
  norm360,
  poly,
  polyDerivative,
  RAD,
  type Vec3,
} from './math';
import { type MoonPosition, moonPosition } from './moon';
import { plutoHeliocentric } from './pluto';
import { type State, heliocentric } from './vsop87';

export const PLANET_IDS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
export type PlanetId = (typeof PLANET_IDS)[number];
export const POINT_IDS = ['meanNode', 'trueNode', 'southNode', 'lilith'] as const;
export type PointId = (typeof POINT_IDS)[number];
export type BodyId = PlanetId | PointId;
export const BODY_IDS: readonly BodyId[] = [...PLANET_IDS, ...POINT_IDS];

export interface EclipticPosition {
  /** Apparent geocentric ecliptic longitude of date, degrees [0, 360). */
  longitude: number;
  /** Ecliptic latitude, degrees. */
  latitude: number;
  /** Rate of the longitude, degrees per day (negative when retrograde). */
  speed: number;
  retrograde: boolean;
}

/** Time scales and Earth orientation shared by everything computed for one instant. */
export interface Epoch {
  jdUT: number;
  jdTT: number;
  deltaTSeconds: number;
  /** Julian centuries of TT from J2000. */
  T: number;
  nutation: Nutation;
  meanObliquity: number;
  trueObliquity: number;
}

export function epochFromJulianDayUT(jdUT: number): Epoch {
  const dt = deltaTSeconds(jdUT);
  const jdTT = jdUT + dt / 86400;
  const T = (jdTT - J2000) / DAYS_PER_CENTURY;
  const nut = nutation(T);
  const eps0 = meanObliquity(T);
  return { jdUT, jdTT, deltaTSeconds: dt, T, nutation: nut, meanObliquity: eps0, trueObliquity: eps0 + nut.deps };
}

const VSOP_BY_ID: Readonly<Record<Exclude<PlanetId, 'sun' | 'moon' | 'pluto'>, Vsop87Planet>> = {
  mercury: MERCURY,
  venus: VENUS,
  mars: MARS,
  jupiter: JUPITER,
  saturn: SATURN,
  uranus: URANUS,
  neptune: NEPTUNE,
};

function position(longitude: number, latitude: number, speed: number): EclipticPosition {
  return { longitude: norm360(longitude), latitude, speed, retrograde: speed < 0 };
}

/** Gaussian gravitational constant squared: GM of the Sun in au^3/day^2. */
const GM_SUN = 0.01720209895 ** 2;
/** Schwarzschild radius of the Sun, 2GM/c^2, in au. */
const SUN_SCHWARZSCHILD_AU = 1.97412574336e-8;
const SUN_RADIUS_AU = 696000 / 149597870.7;

/**
 * Fraction of the Sun's mass that bends a ray passing at `rho` solar radii from its centre: 1
 * outside the disk, falling inside it with the mass distribution of the standard solar model
 * (Stix, The Sun), here a smooth fit within 0.02. Without it the point-mass formula would
 * diverge for a planet behind the Sun.
 */
function effectiveSunMass(rho: number): number {
  return rho >= 1 ? 1 : 1 - Math.exp(-((rho / 0.2484) ** 1.568));
}

/** Half-interval of the numerical derivative of the light corrections, days. */
const SPEED_STEP = 0.01;

/** A heliocentric state moved by dt days along its Keplerian acceleration about the Sun. */
function propagate(s: State, dt: number): Vec3 {
  const [x, y, z] = s.pos;
  const r = length3(x, y, z);
  const k = r === 0 ? 0 : (-0.5 * GM_SUN * dt * dt) / (r * r * r);
  return [x + s.vel[0] * dt + k * x, y + s.vel[1] * dt + k * y, z + s.vel[2] * dt + k * z];
}

/**
 * Apparent direction of a body from the Earth's centre at dt days from the epoch. The body is
 * taken back by the light time along its orbit (over minutes to hours the second-order
 * propagation is exact to far better than 0.01"), its light is bent by the Sun's gravity
 * (IERS Conventions; 1.75" at the solar limb), then the annual aberration adds the
 * Earth's velocity over c.
 */
function apparentDirection(body: State, earth: State, dt: number): Vec3 {
  const [ex, ey, ez] = propagate(earth, dt);
  let bx = 0;
  let by = 0;
  let bz = 0;
  let lt = 0;
  for (let i = 0; i < 3; i++) {
    [bx, by, bz] = propagate(body, dt - lt);
    lt = length3(bx - ex, by - ey, bz - ez) * LIGHT_DAYS_PER_AU;
  }
  const gx = bx - ex;
  const gy = by - ey;
  const gz = bz - ez;
  const dist = length3(gx, gy, gz);
  let px = gx / dist;
  let py = gy / dist;
  let pz = gz / dist;
  const rb = length3(bx, by, bz);
  if (rb > 0) {
    const re = length3(ex, ey, ez);
    const [qx, qy, qz] = [bx / rb, by / rb, bz / rb];
    const [sx, sy, sz] = [ex / re, ey / re, ez / re];
    const pe = px * sx + py * sy + pz * sz;
    const w =
      ((SUN_SCHWARZSCHILD_AU / re) * effectiveSunMass((Math.sqrt(Math.max(0, 1 - pe * pe)) * re) / SUN_RADIUS_AU)) /
      Math.max(1 + qx * sx + qy * sy + qz * sz, Number.MIN_VALUE);
    const cx = sy * qz - sz * qy;
    const cy = sz * qx - sx * qz;
    const cz = sx * qy - sy * qx;
    const dx = w * (py * cz - pz * cy);
    const dy = w * (pz * cx - px * cz);
    const dz = w * (px * cy - py * cx);
    px += dx;
    py += dy;
    pz += dz;
  }
  const r = length3(earth.pos[0], earth.pos[1], earth.pos[2]);
  const k = (-GM_SUN * dt) / (r * r * r);
  return [
    px + (earth.vel[0] + k * earth.pos[0]) * LIGHT_DAYS_PER_AU,
    py + (earth.vel[1] + k * earth.pos[1]) * LIGHT_DAYS_PER_AU,
    pz + (earth.vel[2] + k * earth.pos[2]) * LIGHT_DAYS_PER_AU,
  ];
}

/**
 * Apparent place of date: the nutation in longitude turns the mean equinox into the true one.
 * The speed differentiates the whole chain over +-0.01 day of the already evaluated states
 * (no further series evaluation), so it includes the light-time, deflection and aberration rates.
 */
function apparent(body: State, earth: State, dpsi: number, dpsiRate: number): EclipticPosition {
  const [x, y, z] = apparentDirection(body, earth, 0);
  const [x1, y1] = apparentDirection(body, earth, SPEED_STEP);
  const [x0, y0] = apparentDirection(body, earth, -SPEED_STEP);
  const turn = Math.atan2(x0 * y1 - y0 * x1, x0 * x1 + y0 * y1);
  return position(
    Math.atan2(y, x) * RAD + dpsi,
    Math.atan2(z, Math.sqrt(x * x + y * y)) * RAD,
    (turn / (2 * SPEED_STEP)) * RAD + dpsiRate,
  );
}

/** Mean longitude of the Moon's ascending node (Chapront et al. / Meeus 47.7), degrees. */
const MEAN_NODE = [125.0445479, -1934.1362891, 0.0020754, 1 / 467441, -1 / 60616000];
/** Mean longitude of the lunar perigee (Meeus 47.7), degrees. */
const MEAN_PERIGEE = [83.3532465, 4069.0137287, -0.01032, -1 / 80053, 1 / 18999000];

function meanPoint(coefficients: readonly number[], offset: number, epoch: Epoch): EclipticPosition {
  const lon = poly(epoch.T, coefficients) + offset + epoch.nutation.dpsi;
  return position(lon, 0, polyDerivative(epoch.T, coefficients) / DAYS_PER_CENTURY + epoch.nutation.dpsiRate);
}

/**
 * The true (osculating) node: the ascending node on the ecliptic of date of the orbit plane
 * spanned by the Moon's geocentric position and velocity. Its rate comes from the torque of the
 * Sun's tidal acceleration (the Earth's own attraction is central and leaves r x v unchanged).
 */
function trueNode(moon: State, sun: Vec3, offsetDeg: number, offsetRate: number): EclipticPosition {
  const [rx, ry, rz] = moon.pos;
  const [vx, vy, vz] = moon.vel;
  const hx = ry * vz - rz * vy;
  const hy = rz * vx - rx * vz;
  const [sx, sy, sz] = sun;
  const dx = sx - rx;
  const dy = sy - ry;
  const dz = sz - rz;
  const d3 = length3(dx, dy, dz) ** 3;
  const s3 = length3(sx, sy, sz) ** 3;
  const ax = GM_SUN * (dx / d3 - sx / s3);
  const ay = GM_SUN * (dy / d3 - sy / s3);
  const az = GM_SUN * (dz / d3 - sz / s3);
  const dhx = ry * az - rz * ay;
  const dhy = rz * ax - rx * az;
  const lon = Math.atan2(hx, -hy) * RAD + offsetDeg;
  const speed = ((hx * dhy - hy * dhx) / (hx * hx + hy * hy)) * RAD + offsetRate;
  return position(lon, 0, speed);
}

export type Positions = Record<BodyId, EclipticPosition>;

const ORIGIN: State = { pos: [0, 0, 0], vel: [0, 0, 0] };

/** Heliocentric state of a body other than the Moon (the Sun is the origin). */
function heliocentricState(id: Exclude<PlanetId, 'moon'>, epoch: Epoch): State {
  if (id === 'sun') return ORIGIN;
  if (id === 'pluto') return plutoHeliocentric(epoch.jdTT);
  return heliocentric(VSOP_BY_ID[id], epoch.T / 10);
}

/**
 * ELP longitudes start from the J2000 departure point: the precession brings them to the mean
 * equinox of date. The annual aberration of the Moon cancels against the Earth's own
 * displacement during the light time, so the apparent Moon is the geometric one taken back by
 * the light time (~1.3 s).
 */
function apparentMoon(moon: MoonPosition, epoch: Epoch): EclipticPosition {
  const toDate = precessionInLongitude(epoch.T) + epoch.nutation.dpsi;
  const lt = moon.dist * LIGHT_DAYS_PER_AU;
  return position(
    (moon.lon - moon.dLon * lt) * RAD + toDate,
    (moon.lat - moon.dLat * lt) * RAD,
    moon.dLon * RAD + toDateRate(epoch),
  );
}

/**
 * The rate of the turn from the lunar theory's frame (the J2000 departure point) to the true
 * equinox of date, degrees a day: the general precession (about 0.138" a day) and the nutation's.
 */
function toDateRate(epoch: Epoch): number {
  return polyDerivative(epoch.T, PRECESSION_IN_LONGITUDE) / 3600 / DAYS_PER_CENTURY + epoch.nutation.dpsiRate;
}

/**
 * One body's apparent position, for searches that follow a single body through time (stations,
 * ingresses, aspects): the same numbers as {@link computePositions}, at a fraction of the cost.
 */
export function planetPosition(epoch: Epoch, id: PlanetId): EclipticPosition {
  if (id === 'moon') return apparentMoon(moonPosition(epoch.T), epoch);
  const earth = heliocentric(EARTH, epoch.T / 10);
  return apparent(heliocentricState(id, epoch), earth, epoch.nutation.dpsi, epoch.nutation.dpsiRate);
}

/** The Earth-Sun distance, au (for the apparent size of the Sun's disc). */
export function sunDistance(epoch: Epoch): number {
  const [x, y, z] = heliocentric(EARTH, epoch.T / 10).pos;
  return length3(x, y, z);
}

/** All bodies and points for one instant. */
export function computePositions(epoch: Epoch): Positions {
  const tau = epoch.T / 10;
  const dpsi = epoch.nutation.dpsi;
  const dpsiRate = epoch.nutation.dpsiRate;
  const earth = heliocentric(EARTH, tau);
  const out: Partial<Positions> = {};
  for (const id of PLANET_IDS) {
    if (id !== 'moon') out[id] = apparent(heliocentricState(id, epoch), earth, dpsi, dpsiRate);
  }
  const moon = moonPosition(epoch.T);
  const toDate = precessionInLongitude(epoch.T) + dpsi;
  out.moon = apparentMoon(moon, epoch);
  const [ex, ey, ez] = earth.pos;
  const pA = precessionInLongitude(epoch.T) * DEG;
  const c = Math.cos(-pA);
  const s = Math.sin(-pA);
  // The geocentric Sun, turned to the ELP frame (mean ecliptic of date, J2000 departure point).
  const sun: Vec3 = [-(c * ex - s * ey), -(s * ex + c * ey), -ez];
  const node = trueNode(moon.state, sun, toDate, toDateRate(epoch));
  out.trueNode = node;
  out.southNode = position(node.longitude + 180, 0, node.speed);
  out.meanNode = meanPoint(MEAN_NODE, 0, epoch);
  out.lilith = meanPoint(MEAN_PERIGEE, 180, epoch);
  return out as Positions;
}
