import { describe, expect, it } from 'vitest';
import { SYNASTRY_NAME_MAX, SynastryRequestSchema } from '@schema/synastry';
import { ApiRequestError } from '@web/lib/api';
import { utcOffset } from './birth-fields';
import { crossAspectsOf } from './synastry-charts';
import { synastryBand } from './synastry-score';
import {
  NAME_MAX,
  type PersonForm,
  emptyPerson,
  failureOf,
  isComplete,
  lacksSunOrMoon,
  personRequest,
  synastryRequest,
} from './use-synastry';

const bySigns = (signs: PersonForm['signs'], name = ''): PersonForm => ({ ...emptyPerson(), name, signs });
const byBirth = (birth: Partial<PersonForm['birth']>): PersonForm => ({
  ...emptyPerson(),
  source: 'birth',
  birth: { ...emptyPerson().birth, ...birth },
});
const belgrade = {
  id: 792680,
  name: 'Belgrade',
  displayName: 'Belgrade, Serbia',
  latitude: 44.80401,
  longitude: 20.46513,
  timezone: 'Europe/Belgrade',
  countryCode: 'RS',
};

const apiError = (status: number, body: object) =>
  new ApiRequestError(status, `${status}: …`, { requestId: 'r', ...body } as ApiRequestError['body']);

describe('the synastry form', () => {
  it('is complete with a Sun and a Moon, a chosen chart, or a date, time (or none) and place', () => {
    expect(isComplete(bySigns({ sunSign: 'leo' }))).toBe(false);
    expect(isComplete(bySigns({ sunSign: 'leo', moonSign: 'pisces' }))).toBe(true);
    expect(isComplete({ ...emptyPerson(), source: 'myChart' })).toBe(true);
    expect(isComplete({ ...emptyPerson(), source: 'savedChart' })).toBe(false);
    expect(isComplete({ ...emptyPerson(), source: 'savedChart', chartId: 'c1' })).toBe(true);
    expect(isComplete(byBirth({ birthDate: '1990-05-17', birthLocation: 'Belgrade' }))).toBe(false);
    expect(isComplete(byBirth({ birthDate: '1990-05-17', birthTimeUnknown: true, birthLocation: 'Belgrade' }))).toBe(
      true,
    );
    expect(isComplete(byBirth({ birthDate: '1990-05-17', birthTime: '14:30', birthLocation: '  ' }))).toBe(false);
    expect(lacksSunOrMoon(bySigns({ moonSign: 'leo' }))).toBe(true);
    expect(lacksSunOrMoon({ ...emptyPerson(), source: 'myChart' })).toBe(false);
  });

  it('asks for each person with one source, as the schema takes it', () => {
    const request = synastryRequest([
      bySigns({ sunSign: 'taurus', moonSign: 'scorpio', venus: 'gemini' }, '  Vera '),
      byBirth({ birthDate: '1992-11-03', birthTime: '08:15', birthLocation: 'Belgrade, Serbia', place: belgrade }),
    ]);
    expect(request).toEqual({
      person1: { name: 'Vera', sunSign: 'taurus', moonSign: 'scorpio', venus: 'gemini' },
      person2: {
        name: undefined,
        birth: {
          birthDate: '1992-11-03',
          birthTime: '08:15',
          birthTimeUnknown: false,
          birthLocation: 'Belgrade, Serbia',
          placeId: 792680,
        },
      },
    });
    expect(SynastryRequestSchema.safeParse(request).success).toBe(true);
    expect(personRequest({ ...emptyPerson(), source: 'myChart', name: 'Me' })).toEqual({ name: 'Me', myChart: true });
    expect(personRequest({ ...emptyPerson(), source: 'savedChart', chartId: 'c1' })).toEqual({
      name: undefined,
      chartId: 'c1',
    });
  });

  it('sends the typed place when it is no longer the chosen one, and noon with the time unknown', () => {
    const typed = personRequest(
      byBirth({ birthDate: '1990-05-17', birthTimeUnknown: true, birthLocation: 'Springfield', place: belgrade }),
    );
    expect(typed.birth).toEqual({
      birthDate: '1990-05-17',
      birthTime: '12:00',
      birthTimeUnknown: true,
      birthLocation: 'Springfield',
    });
    const manual = personRequest(
      byBirth({
        birthDate: '1990-05-17',
        birthTime: '14:30',
        birthLocation: 'Home',
        place: { ...belgrade, id: 0, displayName: 'Home' },
        utcOffsetMinutes: 120,
      }),
    );
    expect(manual.birth).toMatchObject({ latitude: 44.80401, longitude: 20.46513, timezone: 'Europe/Belgrade' });
    expect(manual.birth?.utcOffsetMinutes).toBe(120);
  });

  it('takes a name of the schema’s length', () => {
    expect(NAME_MAX).toBe(SYNASTRY_NAME_MAX);
  });
});

describe('a failed analysis', () => {
  it('is the spec’s alert: 403, a missing Sun or Moon, anything else', () => {
    expect(failureOf(apiError(403, { code: 'FORBIDDEN', message: 'x' }))).toEqual({
      alert: 'forbidden',
      problem: null,
    });
    expect(
      failureOf(
        apiError(400, { code: 'BAD_REQUEST', message: 'x', issues: [{ path: 'person2.moonSign', message: 'x' }] }),
      ),
    ).toEqual({ alert: 'missingSigns', problem: null });
    expect(failureOf(apiError(500, { code: 'INTERNAL', message: 'x' }))).toEqual({ alert: 'failed', problem: null });
    expect(failureOf(new TypeError('Failed to fetch'))).toEqual({ alert: 'failed', problem: null });
  });

  it('asks the person an ambiguous place belongs to which one, without an alert', () => {
    const failure = failureOf(
      apiError(422, {
        code: 'PLACE_AMBIGUOUS',
        message: 'Several places are called "Springfield".',
        details: { person: 'person2', candidates: [{ ...belgrade, country: 'Serbia', region: null, population: 1 }] },
      }),
    );
    expect(failure.alert).toBeNull();
    expect(failure.problem?.person).toBe('person2');
    expect(failure.problem?.problem).toMatchObject({ kind: 'place-ambiguous', candidates: [{ id: 792680 }] });
  });

  it('says a person’s other problem beside them, with the spec’s alert', () => {
    const failure = failureOf(
      apiError(404, { code: 'NOT_FOUND', message: 'Add your birth data', details: { person: 'person1' } }),
    );
    expect(failure).toEqual({
      alert: 'failed',
      problem: { person: 'person1', problem: { kind: 'other', message: 'Add your birth data' } },
    });
  });
});

describe('the reading’s numbers', () => {
  it('colours scores by the bands 85, 70, 55 and 40', () => {
    expect([100, 85, 84, 70, 69, 55, 54, 40, 39, 0].map(synastryBand)).toEqual([
      'excellent',
      'excellent',
      'strong',
      'strong',
      'good',
      'good',
      'fair',
      'fair',
      'low',
      'low',
    ]);
  });

  it('keeps only the cross-aspects between points the engine knows', () => {
    const contacts = crossAspectsOf({
      crossAspects: [
        { id: 'X.a-venus.trine.b-mars', a: 'venus', b: 'mars', type: 'trine', angle: 121, orb: 1 },
        { id: 'X.a-chiron.trine.b-mars', a: 'chiron', b: 'mars', type: 'trine', angle: 121, orb: 1 },
      ],
    });
    expect(contacts.map((c) => c.id)).toEqual(['X.a-venus.trine.b-mars']);
  });

  it('writes a UTC offset as the birth chart form does', () => {
    expect([60, 120, -210, 0, 330].map(utcOffset)).toEqual(['UTC+1', 'UTC+2', 'UTC−3:30', 'UTC', 'UTC+5:30']);
  });
});
