import { citiesOf, cityById, PROVINCES, provinceById } from '@alva/rules';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FormSelect } from '@/components/form/native-fields';
import { useFormMethods } from '@/components/form/rules-form';

/**
 * Province and city selects from the shared region list of @alva/rules (the list the server answers
 * `indonesiaProvinces` with and checks the ids against; the profile's delivery addresses use it too), so the steps
 * need no request for it; a new province empties the city.
 */
export function RegionSelects() {
  const t = useTranslations('Purchase');
  // The form's stable methods and a subscription to the province only: not a render with every form state.
  const { getValues, setValue } = useFormMethods<{ provinceId: string; cityId: string }>();
  const provinceId = useWatch<{ provinceId: string }, 'provinceId'>({ name: 'provinceId' });
  const cities = useMemo(() => (provinceId ? citiesOf(provinceId) : []), [provinceId]);
  useEffect(() => {
    const cityId = getValues('cityId');
    if (cityId && !cities.some((c) => c.id === cityId)) setValue('cityId', '');
  }, [cities, setValue, getValues]);
  return (
    <>
      <FormSelect name="provinceId" label={t('fields.province')} required>
        <option value="">{t('choose')}</option>
        {PROVINCES.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </FormSelect>
      <FormSelect name="cityId" label={t('fields.city')} required disabled={!cities.length}>
        <option value="">{t('choose')}</option>
        {cities.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </FormSelect>
    </>
  );
}

/** The names of a chosen province and city (a city only within its province), kept with the typed values. */
export function regionNames(provinceId: string | null | undefined, cityId: string | null | undefined) {
  const province = provinceId ? provinceById(provinceId) : undefined;
  const city = cityId ? cityById(cityId) : undefined;
  return {
    provinceName: province?.name ?? '',
    cityName: province && city?.provinceId === province.id ? city.name : '',
  };
}
