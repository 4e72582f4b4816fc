import { citiesOf, PROVINCES } from '@alva/rules';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { FormSelect } from './native-fields';
import { useFormMethods } from './rules-form';

interface RegionSelectsProps {
  provinceLabel: string;
  cityLabel: string;
  /** The empty first option of each select. */
  chooseProvince: string;
  chooseCity: string;
  /** Under the city select while no province is chosen. */
  cityHint?: string;
  /** Other fields whose errors depend on the province (a zip code checked against it): cleared with the city's. */
  dependentFields?: readonly string[];
}

/**
 * Province and city selects of a RulesForm with `provinceId` and `cityId`, over the region list of @alva/rules (the
 * list the server answers `indonesiaProvinces` with and checks the ids against): no request. Another province empties
 * the city, whose choices are that province's.
 */
export function RegionSelects({
  provinceLabel,
  cityLabel,
  chooseProvince,
  chooseCity,
  cityHint,
  dependentFields = [],
}: RegionSelectsProps) {
  const { watch, setValue, clearErrors } = useFormMethods<{ provinceId: string; cityId: string }>();
  // A subscription to the province only: not a render of the form around with every keystroke.
  const provinceId = useWatch<{ provinceId: string }, 'provinceId'>({ name: 'provinceId' });
  const cities = provinceId ? citiesOf(provinceId) : [];
  // By value: a caller's array literal is a new array with each render.
  const dependentKey = dependentFields.join(' ');
  useEffect(() => {
    const { unsubscribe } = watch((_, { name }) => {
      if (name !== 'provinceId') return;
      setValue('cityId', '');
      clearErrors(['cityId', ...(dependentKey ? dependentKey.split(' ') : [])] as never);
    });
    return unsubscribe;
  }, [watch, setValue, clearErrors, dependentKey]);
  return (
    <>
      <FormSelect name="provinceId" label={provinceLabel} required>
        <option value="">{chooseProvince}</option>
        {PROVINCES.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </FormSelect>
      <FormSelect
        name="cityId"
        label={cityLabel}
        hint={provinceId ? undefined : cityHint}
        required
        disabled={!provinceId}
      >
        <option value="">{chooseCity}</option>
        {cities.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </FormSelect>
    </>
  );
}
