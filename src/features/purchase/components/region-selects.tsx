import { useQuery } from '@apollo/client/react';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FormSelect } from '@/components/form/native-fields';
import { useFormMethods } from '@/components/form/rules-form';
import { NativeButton } from '@/components/ui/native-button';
import type { PurchaseProvincesQuery as PurchaseProvinces } from '@/graphql/generated/graphql';
import { PurchaseProvincesQuery } from '../graphql/purchase';
import styles from './purchase.module.css';

type Province = PurchaseProvinces['indonesiaProvinces'][number];

/**
 * The last list of provinces (and their cities) the selects loaded. The list is static, so it is kept here for
 * `regionNames` and the next step's selects, not in Apollo's cache: normalising its ~160 objects there was one of
 * the long tasks of the owner step's load on a phone (issue 19).
 */
let loadedProvinces: readonly Province[] = [];

/**
 * Province and city selects, with the provinces they load (a retry when that fails); a new province empties the city.
 * The form around them renders nothing from the list, so its answer renders only these.
 */
export function RegionSelects() {
  const t = useTranslations('Purchase');
  const provincesQuery = useQuery(PurchaseProvincesQuery);
  const provinces = provincesQuery.data?.indonesiaProvinces ?? loadedProvinces;
  useEffect(() => {
    if (provincesQuery.data) loadedProvinces = provincesQuery.data.indonesiaProvinces;
  }, [provincesQuery.data]);
  // The form's stable methods and a subscription to the province only: not a render with every form state.
  const { getValues, setValue } = useFormMethods<{ provinceId: string; cityId: string }>();
  const provinceId = useWatch<{ provinceId: string }, 'provinceId'>({ name: 'provinceId' });
  const cities = useMemo(() => provinces.find((p) => p.id === provinceId)?.cities ?? [], [provinces, provinceId]);
  useEffect(() => {
    const cityId = getValues('cityId');
    if (cityId && !cities.some((c) => c.id === cityId) && provinces.length) setValue('cityId', '');
  }, [provinceId, cities, provinces.length, setValue, getValues]);
  return (
    <>
      <FormSelect name="provinceId" label={t('fields.province')} required>
        <option value="">{t('choose')}</option>
        {provinces.map((p) => (
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
      {provincesQuery.error && (
        <NativeButton variant="text" onClick={() => void provincesQuery.refetch()} className={styles.retry}>
          {t('retry')}
        </NativeButton>
      )}
    </>
  );
}

/**
 * The names of a chosen province and city, from the list RegionSelects loaded: read when a value changes or the
 * form is sent, so that the list's arrival does not render the form.
 */
export function regionNames(provinceId: string | null | undefined, cityId: string | null | undefined) {
  const province = loadedProvinces.find((p) => p.id === provinceId);
  return {
    provinceName: province?.name ?? '',
    cityName: province?.cities.find((c) => c.id === cityId)?.name ?? '',
  };
}
