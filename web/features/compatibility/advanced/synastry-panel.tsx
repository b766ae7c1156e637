import { type FormEvent, useId, useState } from 'react';
import type { Place } from '@schema/places';
import { useT } from '@web/lib/i18n';
import { compatibilityMessages } from '../messages';
import { PersonFields } from './person-fields';
import { SavedReadings } from './saved-readings';
import { SynastryResult } from './synastry-result';
import {
  PEOPLE,
  type PersonForm,
  type SynastryAlert,
  emptyPerson,
  isComplete,
  lacksSunOrMoon,
  synastryRequest,
  useChartSources,
  useSynastry,
} from './use-synastry';

type People = readonly [PersonForm, PersonForm];

const ALERTS = {
  missingSigns: 'compatibility.advanced.missingSigns',
  forbidden: 'compatibility.advanced.forbidden',
  failed: 'compatibility.advanced.failed',
} as const satisfies Record<SynastryAlert, string>;

const LEGENDS = ['compatibility.advanced.person.first', 'compatibility.advanced.person.second'] as const;

/**
 * The advanced synastry panel (docs/product.md#advanced-synastry) for Oracle and Master: two
 * people, the generate button (enabled once both are complete), the spinner while the reading is
 * written, the reading, and the kept readings. A place the server could not settle is asked
 * beside its person, and choosing it asks again.
 */
export function SynastryPanel() {
  const t = useT(compatibilityMessages);
  const titleId = useId();
  const [people, setPeople] = useState<People>([emptyPerson(), emptyPerson()]);
  const sources = useChartSources(true);
  const { phase, failure, analyse, refuse, show, markSaved, settle } = useSynastry();
  const loading = phase.state === 'loading';
  const ready = people.every(isComplete);

  const withPerson = (index: number, person: PersonForm): People =>
    index === 0 ? [person, people[1]] : [people[0], person];

  const edit = (index: number, person: PersonForm) => {
    setPeople(withPerson(index, person));
    settle(PEOPLE[index] ?? 'person1');
  };

  /** A choice that settles a person's chart (a place, a reading of the time): asked again at once. */
  const resolve = (index: number, person: PersonForm) => {
    const next = withPerson(index, person);
    setPeople(next);
    void analyse(synastryRequest(next));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (loading) return;
    if (people.some(lacksSunOrMoon)) {
      refuse();
      return;
    }
    if (ready) void analyse(synastryRequest(people));
  };

  const shown = phase.state === 'result' ? phase.reading : null;
  return (
    <>
      <section className="card syn-panel" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('compatibility.advanced.name')}</h2>
        <p className="muted">{t('compatibility.advanced.panel.intro')}</p>
        <form className="syn-form" onSubmit={onSubmit} noValidate>
          <div className="syn-people">
            {people.map((person, index) => {
              const key = PEOPLE[index] ?? 'person1';
              const problem = failure?.problem?.person === key ? failure.problem.problem : null;
              return (
                <PersonFields
                  key={key}
                  legend={t(LEGENDS[index] ?? LEGENDS[0])}
                  value={person}
                  onChange={(next) => edit(index, next)}
                  hasMyChart={sources.hasMyChart}
                  savedCharts={sources.savedCharts}
                  problem={problem}
                  onPlace={(place: Place) =>
                    resolve(index, {
                      ...person,
                      birth: { ...person.birth, place, birthLocation: place.displayName, utcOffsetMinutes: undefined },
                    })
                  }
                  onOffset={(utcOffsetMinutes) =>
                    resolve(index, { ...person, birth: { ...person.birth, utcOffsetMinutes } })
                  }
                />
              );
            })}
          </div>
          {failure?.alert ? (
            <p className="syn-alert" role="alert">
              {t(ALERTS[failure.alert])}
            </p>
          ) : null}
          <button type="submit" className="btn btn--primary syn-form__submit" disabled={!ready || loading}>
            {t('compatibility.advanced.submit')}
          </button>
        </form>
        <div className="syn-loading" role="status">
          {loading ? (
            <>
              <span className="spinner" aria-hidden="true" />
              <span>{t('compatibility.advanced.loading')}</span>
            </>
          ) : null}
        </div>
      </section>
      {shown ? <SynastryResult reading={shown} onSaved={(saved) => markSaved(shown.answer, saved)} /> : null}
      <SavedReadings onOpen={show} shownId={shown?.saved?.id} />
    </>
  );
}
