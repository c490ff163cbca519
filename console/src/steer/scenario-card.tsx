import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#web/ui/button.tsx';
import { useScopedMutation } from '../api/use-scoped-mutation.ts';
import { useScope } from '../app/scope.tsx';
import { Notice } from '../ui/notice.tsx';
import { scenarioQueryOptions, setScenario, type ScenarioName } from './steer-api.ts';

/** The scenarios, each with what a client notices in it; switching one starts the world again in it. */
export function ScenarioCard() {
  const { scope, client } = useScope();
  const { data } = useQuery(scenarioQueryOptions(scope, client));
  const [chosen, setChosen] = useState<ScenarioName | undefined>();
  const set = useScopedMutation(setScenario);
  const current = data?.current;
  const selected = chosen ?? current;
  return (
    <section className="card stack" aria-labelledby="scenario-title">
      <h2 id="scenario-title">Scenario</h2>
      <p>
        Now: <strong>{current ?? '…'}</strong>. Switching starts the world again from the seed, in the scenario.
      </p>
      <fieldset className="choices">
        <legend className="visually-hidden">Scenarios</legend>
        {data?.scenarios.map((scenario) => (
          <label key={scenario.name} className="choice">
            <input
              type="radio"
              name="scenario"
              value={scenario.name}
              checked={selected === scenario.name}
              onChange={() => setChosen(scenario.name)}
            />
            <span className="choice__name">{scenario.name}</span>
            <span className="muted choice__text">{scenario.description}</span>
          </label>
        ))}
      </fieldset>
      <Button
        disabled={selected === undefined || selected === current}
        busy={set.isPending}
        onClick={() => selected && set.mutate(selected, { onSuccess: () => setChosen(undefined) })}
      >
        Switch to {selected ?? 'the scenario'}
      </Button>
      {set.error ? <Notice tone="error">{set.error.message}</Notice> : null}
    </section>
  );
}
